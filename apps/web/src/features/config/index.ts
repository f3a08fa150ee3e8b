// The server's public configuration, fetched before the first render.
export { fetchPublicConfig, PublicConfigProvider, usePublicConfig } from './PublicConfigProvider';
