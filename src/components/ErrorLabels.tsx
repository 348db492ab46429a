'use client'
// The error view is a client component that Next renders without props: the layout
// hands it its words through this context.
import { createContext, type ReactNode, useContext } from 'react'

export type ErrorLabels = { heading: string; text: string; retry: string; home: string; homeHref: string }

const fallback: ErrorLabels = {
  heading: 'Something went wrong',
  text: 'Please try again in a moment.',
  retry: 'Try again',
  home: 'Go back to home',
  homeHref: '/',
}
const Context = createContext<ErrorLabels>(fallback)

export function ErrorLabelsProvider({ labels, children }: { labels: ErrorLabels; children: ReactNode }) {
  return <Context.Provider value={labels}>{children}</Context.Provider>
}

export const useErrorLabels = () => useContext(Context)
