/** The nominee wizard is reached only by its routes (app/other-routes.tsx); it offers nothing else. */
export {};
