/**
 * Headers for the pages and static files (the API sets its own through helmet). The CSP allows
 * scripts and manifests from this origin plus every separately deployed remote's origin.
 */
export function pageSecurityHeaders(remoteEntries: string[], extraConnect: string[] = []): Record<string, string> {
  const remoteOrigins = [...new Set(remoteEntries.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
  const sources = ["'self'", ...remoteOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${[sources, ...extraConnect].join(' ')}`,
    // Emotion (MUI) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources} data: blob: https:`,
    "font-src 'self' data:",
    // OpenLayers' WebGL renderer builds its buffers in a worker made from a blob URL.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}
