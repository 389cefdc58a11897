import { createContext, useContext } from 'react'

// The CSP nonce of this render. Browsers hide nonce attributes from scripts, so on the
// client it is an empty string, which is what React expects when hydrating.
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
