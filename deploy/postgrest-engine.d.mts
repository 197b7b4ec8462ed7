export declare const postgrestDefaults: Readonly<Record<'PGRST_DB_SCHEMAS' | 'PGRST_DB_ANON_ROLE' | 'PGRST_OPENAPI_MODE' | 'PGRST_LOG_LEVEL', string>>
export declare function postgrestBinaryPath(): string | null
