import { createContext, useContext } from 'react'

// The CSP nonce of this render. Browsers hide nonce attributes from scripts, so on the client
// there is none, which is what React expects when hydrating; nor is there on an anonymous public
// page, whose scripts the CSP allows by their hashes (page-render.server.tsx).
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext) || undefined
