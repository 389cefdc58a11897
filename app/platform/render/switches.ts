import { createContext, use } from 'react'

// The switches of the mechanisms that run in the browser (RENDER_OFF, decision 181). The server
// writes those it turned off on the page, `<html data-render-off="island delegated-navigation">`
// (the root renders the attribute, the page render hands it the value), and the browser reads them
// back from there: no loader data, and nothing at all while every mechanism is on.

/** The mechanisms of app/platform/render/ that run in the browser; neither name is part of the other. */
export type BrowserMechanism = 'island' | 'delegated-navigation'

/** The server's value for `data-render-off` (page-render.server.tsx provides it); not in the browser's code. */
export const RenderOffContext = /* @__PURE__ */ createContext<string | undefined>(undefined)

/** What the page in the browser says is off. */
const offInPage = () => document.documentElement.dataset.renderOff

/** For the root's `<html>`: what the server turned off, the same on the server and while hydrating. */
export const useRenderOff = () => (import.meta.env.SSR ? use(RenderOffContext) : offInPage())

/** In the browser: whether the page came with this mechanism turned off. */
export const isOffInBrowser = (mechanism: BrowserMechanism) => offInPage()?.includes(mechanism)
