// The modules this remote exposes to other remotes, with their props: the typed half of what it
// publishes (the code itself is loaded at run time through Module Federation). Other apps may
// import these types only (`import type … from '@powernest/mf-marketing/exposes'`).

export interface ContactBlockProps {
  /** The block's heading level: h1 on the Contact page, h2 where another page embeds it. */
  headingLevel?: 'h1' | 'h2';
}

/** Exposed module name (without "./") → its props. */
export interface MarketingExposes {
  ContactBlock: ContactBlockProps;
}
