// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * One import style: a module in the same folder is './name.ext'; anything else in the repository is
 * '#src/…', '#tests/…' and the like (package.json "imports"), never a '../' chain; and a local import always
 * names its file's extension, as Node's ESM resolution requires for the scripts and functions. A bare '#name'
 * is an entry of its own in package.json "imports" (one module per environment, by condition).
 * @type {import('eslint').Rule.RuleModule}
 */
const importStyle = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      parent: "Import '{{spec}}' through its '#src/…' (or '#tests/…', '#data/…') path, not a '../' chain.",
      extension: "Import '{{spec}}' with its file extension ('.ts', '.tsx', '.astro', …).",
    },
  },
  create(context) {
    /** @param {import('eslint').Rule.Node} node */
    const check = (node) => {
      const source = 'source' in node ? node.source : null;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const report = (/** @type {'parent' | 'extension'} */ messageId) => {
        context.report({ node: source, messageId, data: { spec } });
      };
      if (spec.startsWith('../')) report('parent');
      else if (
        (spec.startsWith('./') || (spec.startsWith('#') && spec.includes('/'))) &&
        !/\.[a-z0-9]+(\?[\w=&]*)?$/.test(spec.split('/').pop() ?? '')
      )
        report('extension');
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      'src/paraglide/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  {
    plugins: { local: { rules: { 'import-style': importStyle } } },
    rules: { 'local/import-style': 'error' },
  },
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname, extraFileExtensions: ['.astro'] },
    },
    rules: {
      // Numbers in templates are how copy and URLs are built; objects and nullish values stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => setOpen(false)` in JSX handlers is idiomatic React; only a void used as a value is confusing.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // tsconfig's noPropertyAccessFromIndexSignature requires `env['NAME']` for index signatures.
      '@typescript-eslint/dot-notation': ['error', { allowIndexSignaturePropertyAccess: true }],
      // Safari drops list semantics from lists styled `list-style: none`; an explicit role="list" restores them.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A replacement string interprets `$&`, `$'` and `$\``: data there rewrites the output (a listing title
      // once injected attributes into the cached page). Data goes in through a replacement function.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^replace(All)?$/][arguments.length=2]" +
            ":not([arguments.1.type='Literal']):not([arguments.1.type=/^(Arrow)?FunctionExpression$/])" +
            ":not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message:
            'A replacement that is not a string literal interprets `$&` and friends in data: pass a function, `() => value`.',
        },
      ],
      // A leading underscore marks a parameter or rest sibling left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests: a wrong non-null assumption fails the test loudly, fakes implement async interfaces with
    // synchronous bodies and no-op callbacks, and explicit `any` stays an error.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      // vitest's asymmetric matchers (expect.any, expect.stringMatching) and ical.js's parse are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  reactHooks.configs.flat['recommended-latest'],
  // Astro's preset registers eslint-plugin-jsx-a11y's strict rules for every file: the islands (.tsx) and .astro.
  ...astro.configs['jsx-a11y-strict'],
  {
    // astro-eslint-parser has no projectService; it reads tsconfig.json itself.
    files: ['**/*.astro'],
    languageOptions: { parserOptions: { projectService: false, project: true } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
