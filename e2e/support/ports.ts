export const E2E_PORT = 4310
export const WEBHOOK_PORT = 4311
