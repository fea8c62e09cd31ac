// html-validate over every built page (tests/build/html-validate.test.ts). Rules turned off are style, not
// HTML validity or accessibility.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes some attribute names in camelCase (noValidate); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React and Astro write boolean attributes as disabled="", which HTML allows like the bare form.
    'attribute-boolean-style': 'off',
    // The same for attributes that may be empty: React server-renders hidden as hidden="".
    'attribute-empty-style': 'off',
    // React and Astro close void elements as <input />, which HTML allows.
    'void-style': 'off',
    // React's useId ids (_r1_-name) are valid HTML ids; the strict mode only asks for CSS-friendly names.
    'valid-id': ['error', { relaxed: true }],
    // Typography of phone numbers (non-breaking spaces and hyphens), not markup.
    'tel-non-breaking': 'off',
    // role="list" on styled lists is deliberate: Safari drops list semantics for list-style: none.
    'no-redundant-role': 'off',
    // Title length is SEO advice; the titles come from the spec and data/.
    'long-title': 'off',
  },
};
