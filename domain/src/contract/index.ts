// The contract between the host and its remotes: page manifests, the composed site, versions.
export * from './semver';
export * from './pagePath';
export * from './pageManifest';
export * from './menuEntry';
export * from './site';
export * from './siteLookup';
