// The contract between the host and its remotes: page manifests, the composed site, versions.
export * from './pagePath';
export * from './pageManifest';
export * from './hydration';
export * from './menuEntry';
export * from './site';
export * from './siteLookup';
export * from './languages';
