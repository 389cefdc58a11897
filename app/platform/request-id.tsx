import { createContext, useContext } from 'react'

// The id of the request a page was rendered for, so the error page can show it. Only the server
// knows it; on the client it is an empty string and the server's text is kept (the error page
// marks it with suppressHydrationWarning).
export const RequestIdContext = createContext('')
export const useRequestId = () => useContext(RequestIdContext)
