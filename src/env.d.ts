declare namespace App {
  interface Locals {
    /** Set by a page that exists in every language (src/lib/page-language.ts). */
    pageLanguage?: import('#src/lib/page-language.ts').PageLanguage;
  }
}
