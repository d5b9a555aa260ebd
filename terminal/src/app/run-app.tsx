export function runApp(_: { api: string }): Promise<number> { return Promise.resolve(0) }
