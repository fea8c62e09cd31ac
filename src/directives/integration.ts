import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first press, touch, focus, key or input inside the island (`interaction.ts`). */
    'client:interaction'?: boolean;
    /** Hydrate when idle, or at once on a press of an element matching the selector anywhere on the page (`opener.ts`). */
    'client:opener'?: string;
  }
}

/** Registers `client:interaction` (see interaction.ts) and `client:opener` (opener.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'opener',
          entrypoint: fileURLToPath(new URL('./opener.ts', import.meta.url)),
        });
      },
    },
  };
}
