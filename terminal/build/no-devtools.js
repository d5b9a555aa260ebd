// Ink imports React DevTools' client only when DEV=true; the bundle has no DevTools (see scripts/build-terminal.ts).
export default { connectToDevTools() {} }
