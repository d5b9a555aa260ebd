export { createApp, type AppOptions } from './app.ts'
export { readServerConfig, type ServerConfig } from './config.ts'
export { main } from './main.ts'
