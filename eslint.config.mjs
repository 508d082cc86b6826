// ESLint for the whole monorepo (`npm run lint`, part of `npm test`): typescript-eslint's
// recommended rules (syntax only, no type information, to stay fast), React's hooks rules, and
// the import boundaries between the packages below. Boundaries are errors.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { featureZones } from './config/eslint/featureBoundaries.mjs';
import { HEX_COLOUR_IGNORES, HEX_COLOUR_SELECTORS } from './config/eslint/noHexColours.mjs';

const root = import.meta.dirname;

/**
 * The remotes, found like @powernest/domain/workspace finds them: a top-level folder whose package.json
 * has `powernest.remote`, and also (so a new remote is covered from its first file) any `mf-*` folder.
 */
const REMOTES = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
  .map((d) => d.name)
  .filter((name) => {
    if (name.startsWith('mf-')) return true;
    const file = path.join(root, name, 'package.json');
    return fs.existsSync(file) && Boolean(JSON.parse(fs.readFileSync(file, 'utf8')).powernest?.remote);
  })
  .sort();
const APPS = ['shell', ...REMOTES, 'api'];
// The libraries under the apps (issue #27: the house has one ground and one top).
const LIBRARIES = ['domain', 'shared-ui'];

// Packages that only make sense with React: never in the API or the domain.
const REACT_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'swr', 'react-hook-form', '@testing-library/react'];
const REACT_SCOPES = ['@mui', '@emotion', '@hookform'];

const TS = '**/*.{ts,tsx,mts,cts}';
const JS = '**/*.{js,mjs,cjs}';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const any = (names) => `(${names.map(escape).join('|')})`;

/** `no-restricted-imports` patterns: these package names, with or without a subpath. */
const packagePattern = (names, message) => ({ regex: `^${any(names)}(/.*)?$`, message });

/**
 * What a remote or the shell may not import from the other apps by package name or path. Another
 * remote's exposed-module types (`@powernest/mf-x/exposes`, its `src/exposes/`) may be imported
 * with `import type`, which vanishes from the bundle; everything else of another remote, and all
 * of the shell, is reached at run time only (`loadRemote('mf_x/Module')` is a string, not an import).
 */
const appImportPatterns = (self) => {
  const others = REMOTES.filter((r) => r !== self);
  const patterns = [];
  if (self !== 'shell') {
    patterns.push(packagePattern(['@powernest/shell'], 'A remote never imports the shell; the shell hosts it.'));
  }
  patterns.push(
    {
      regex: `^@powernest/${any(others)}(/(?!(src/)?exposes(/|$)).*)?$`,
      message: "Apps never import another remote: embed it at run time with loadRemote('mf_x/Module').",
    },
    {
      regex: `(^@powernest/|/)${any(others)}/(src/)?exposes(/.*)?$`,
      allowTypeImports: true,
      message: "Only `import type` may reach another remote's exposes; load the module itself with loadRemote().",
    },
  );
  return patterns;
};

/** import-x/no-restricted-paths zones (paths relative to the repo root), one comment each. */
const zones = [
  // Inside a remote: a feature reaches another only through its index.ts; shared code imports no feature.
  ...REMOTES.flatMap((remote) => featureZones(remote)),
  // Remotes are built and deployed on their own and meet only at run time via Module Federation.
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: REMOTES.filter((r) => r !== remote).map((r) => `./${r}`),
    except: ['./src/exposes'], // exposed-module types; value imports of them are caught by no-restricted-imports below
    message: 'A remote never imports another remote; load it with loadRemote() (only `import type` of src/exposes/ is allowed).',
  })),
  // The shell hosts the remotes; a remote that bundled shell code would ship a second copy of it.
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: './shell',
    message: 'A remote never imports the shell: the shell hosts remotes, not the other way round.',
  })),
  // The shell finds remotes through /remotes.json at run time, so a remote's code is never in its build.
  {
    target: './shell',
    from: REMOTES.map((r) => `./${r}`),
    except: ['./src/exposes'],
    message: 'The shell never imports a remote; load it with loadRemote() (only `import type` of src/exposes/ is allowed).',
  },
  // The tools (issue #27). config/ is the ground: every workspace's jest config imports it, so it imports none.
  {
    target: './config',
    from: ['./app-config', './tooling', './e2e', ...LIBRARIES.map((l) => `./${l}`), ...APPS.map((a) => `./${a}`)],
    message: 'config/ is imported by every workspace, so it imports none (what needs the domain or shared-ui belongs in app-config/).',
  },
  // app-config/ builds and tests every app: it knows the contract (domain) and the platform (shared-ui), never an app.
  {
    target: './app-config',
    from: ['./tooling', './e2e', ...APPS.map((a) => `./${a}`)],
    message: 'app-config/ serves every app, so it imports none (nor tooling/, which sits above the apps).',
  },
  // tooling/ is the top: its scripts and benches start and measure the apps. Only e2e/ (the top's tests) may import it.
  {
    target: ['./config', './app-config', ...LIBRARIES.map((l) => `./${l}`), ...APPS.map((a) => `./${a}`)],
    from: './tooling',
    message: 'Nothing imports tooling/ (scripts and benches): shared configuration is in config/ or app-config/.',
  },
  // The API is a Node server: React code (shared-ui, the shell, the remotes) never belongs in it.
  {
    target: './api',
    from: ['./shared-ui', './shell', ...REMOTES.map((r) => `./${r}`)],
    message: 'The API never imports React code (shared-ui, the shell, remotes); use @powernest/domain.',
  },
  // The domain is pure code under the API and every app: it imports no React code and no app.
  {
    target: './domain',
    from: ['./shared-ui', ...APPS.map((a) => `./${a}`)],
    message: 'The domain imports no React code and no app.',
  },
  // shared-ui is a library under every app: importing an app would be a cycle.
  {
    target: './shared-ui',
    from: APPS.map((a) => `./${a}`),
    message: 'shared-ui imports no app (shell, remotes, api).',
  },
];

const noReactPatterns = (who) => [
  packagePattern(REACT_PACKAGES, `${who} never imports React code.`),
  { regex: `^${any(REACT_SCOPES)}/`, message: `${who} never imports React code (@mui, @emotion, @hookform).` },
  packagePattern(['@powernest/shared-ui'], `${who} never imports @powernest/shared-ui (React); pure code lives in @powernest/domain.`),
];

/**
 * One folder's package-name rules: `no-restricted-imports` for import/export declarations, and the
 * same patterns as `no-restricted-syntax` for `import('…')` and `require('…')`, which that rule
 * does not look at (paths into other folders are covered by import-x, which does).
 */
const restrictImports = (files, patterns, { noHexIn = [], paths = [] } = {}) => {
  const esqueryRegex = (regex) => `/${regex.replaceAll('/', '\\x2F')}/`; // esquery regexes cannot contain "/"
  const calls = patterns.flatMap(({ regex, message }) => [
    { selector: `ImportExpression[source.value=${esqueryRegex(regex)}]`, message },
    { selector: `CallExpression[callee.name="require"][arguments.0.value=${esqueryRegex(regex)}]`, message },
  ]);
  const blocks = [
    {
      files: files.flatMap((f) => [`${f}/${TS}`, `${f}/${JS}`]),
      rules: {
        'no-restricted-imports': ['error', { patterns, paths }],
        'no-restricted-syntax': ['error', ...calls],
      },
    },
  ];
  // Colours only from the theme (config/eslint/noHexColours.mjs). The same rule's options, so
  // the import selectors come along: a later block replaces them for the files it matches.
  if (noHexIn.length) blocks.push({ files: noHexIn, ignores: HEX_COLOUR_IGNORES, rules: { 'no-restricted-syntax': ['error', ...calls, ...HEX_COLOUR_SELECTORS] } });
  return blocks;
};
const browserSource = (folder) => [`${folder}/src/**/*.{ts,tsx}`];

/**
 * Browser tests take `test` from app-config/playwright/test.ts: the same, plus what Chromium's
 * headless shell needs (it sends each page a mouse move no test made, which that file drops; a
 * spec with @playwright/test's own would see pages start their code unasked).
 */
const PLAYWRIGHT_TEST = [{ name: '@playwright/test', importNames: ['test'], message: "Import test from app-config/playwright/test.ts (it drops the headless shell's phantom mouse move)." }];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      // Coverage reports (the root's and a workspace's), not source folders named coverage.
      'coverage/**',
      '*/coverage/**',
      'scratch/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a value left unused on purpose (the key a rest pattern drops,
      // a callback's unused parameter): this code base's convention.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // Type-aware rules where a mistake is silent at run time: a promise nobody awaits or catches
  // (its rejection lost), or one handed to where a plain callback is expected (an async handler
  // whose errors nothing sees).
  // Their types come from one program, the root tsconfig.json's (it holds every file): with the
  // project service each file took its nearest tsconfig, and api/src and api/test were read into
  // programs of their own beside the root's, 1.8 times the lint's time (issue #41). Their own
  // tsconfigs are the typecheck's (`npm run typecheck`).
  {
    files: [TS],
    languageOptions: { parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may be async (a form's submit, a button's action): React ignores what they
      // return, so such a handler must catch and show its own failure (no-floating-promises
      // still checks the promises inside it).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // Jest configs and helpers written as CommonJS.
  {
    files: [JS],
    ignores: ['**/*.mjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser code: the apps and shared-ui (server code sits in shell/server).
  {
    files: ['shared-ui/src/**', 'shell/src/**', 'mf-*/src/**', 'config/jest/**', 'app-config/jest/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The two classic hooks rules where React code lives (not in the Playwright specs, whose
  // fixtures call `use`). The plugin's v7 `recommended` preset also turns on ~15 React Compiler
  // rules (refs, set-state-in-effect, static-components, …); this code base does not use the
  // compiler, so they are left off.
  {
    files: ['shared-ui/src', 'shell/src', 'shell/server', 'shell/test', 'mf-*/src', 'app-config/jest'].map((d) => `${d}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Import boundaries by path (relative imports, and package imports resolved to their folder).
  {
    files: [TS, JS],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A cycle makes load order matter and hides which of two modules is the lower one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Accessibility of the markup React renders (docs/product.md §1: WCAG AA on every page).
  {
    files: ['shared-ui/src', 'shell/src', 'shell/server', 'mf-*/src'].map((d) => `${d}/**/*.tsx`),
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // Components may take focus where a pattern asks for it (a dialog's first field, the
      // answer that replaces a sent form); a bare DOM element may not.
      'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // Import boundaries by package name (one setting per folder: a later one would replace it).
  // Remotes and the shell: no other remote, no shell, except `import type` of a remote's exposes.
  ...REMOTES.flatMap((remote) => restrictImports([remote], appImportPatterns(remote), { noHexIn: browserSource(remote), paths: PLAYWRIGHT_TEST })),
  // The site's browser tests: the same test and expect as the remotes' (above).
  ...restrictImports(['e2e'], [], { paths: PLAYWRIGHT_TEST }),
  ...restrictImports(['shell'], appImportPatterns('shell'), { noHexIn: browserSource('shell') }),
  // The tools: config/ imports no workspace; app-config/ no app and not tooling/.
  ...restrictImports(['config'], [
    packagePattern(['app-config', 'tooling', ...LIBRARIES, ...APPS].map((w) => `@powernest/${w}`), 'config/ imports no workspace.'),
  ]),
  ...restrictImports(['app-config'], [
    packagePattern(['tooling', ...APPS].map((w) => `@powernest/${w}`), 'app-config/ imports no app, and not tooling/.'),
  ]),
  // The API: no React code.
  ...restrictImports(['api'], noReactPatterns('The API')),
  // The API's production code runs without jest: a `describe` or `expect` there is a test left in
  // it. (Once a typecheck of its own, api/tsconfig.json without jest's types: a third TypeScript
  // program of the same files, 11 s of the typecheck's 52 s; issue #41.) The store contract suites
  // under src/store/contract are tests.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/store/contract/**'],
    rules: {
      'no-restricted-globals': ['error', ...['describe', 'it', 'test', 'expect', 'jest', 'beforeAll', 'beforeEach', 'afterAll', 'afterEach'].map((name) => ({ name, message: 'Jest runs the tests, not the API: this belongs in api/test.' }))],
    },
  },
  // The domain: no React code, no app.
  ...restrictImports(['domain'], [
    ...noReactPatterns('The domain'),
    packagePattern(APPS.map((a) => `@powernest/${a}`), 'The domain imports no app.'),
  ]),
  // shared-ui: no app.
  ...restrictImports(
    ['shared-ui'],
    [packagePattern(APPS.map((a) => `@powernest/${a}`), 'shared-ui imports no app (shell, remotes, api).')],
    { noHexIn: browserSource('shared-ui') },
  ),
);
