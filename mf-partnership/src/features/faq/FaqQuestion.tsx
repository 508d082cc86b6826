import type { SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChevronDownIcon } from '@powernest/shared-ui/icons';
import type { FaqItem } from './faqItems';

/** A clear keyboard focus mark. */
const FOCUS_RING = { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: '-3px' } as const;

/** The exclusive group the answers belong to: the browser keeps one open at a time (product.md §2). */
const FAQ_GROUP = 'faq';

interface Props {
  item: FaqItem;
  /** The question and its answer, in the page's language. */
  question: string;
  answer: string;
  /** Called when the visitor opens or closes the answer. */
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * One question as a native disclosure: it opens and closes from HTML alone, so a tap before the
 * page's code runs works, and hydration keeps it (React never sets `open`: it is the browser's).
 */
export function FaqQuestion({ item, question, answer, onToggle }: Props) {
  return (
    <Box
      component="details"
      {...{ name: FAQ_GROUP }}
      id={`faq-${item.id}`}
      onToggle={onToggle}
      sx={{
        mb: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&[open]': { borderColor: 'primary.main' },
        '&[open] > summary svg': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          minHeight: 48,
          borderRadius: 2,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': FOCUS_RING,
          '& svg': { flexShrink: 0, ml: 'auto', color: 'text.secondary', transition: 'transform 150ms' },
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.4 }}>
          {question}
        </Typography>
        <ChevronDownIcon />
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
        <Typography color="text.secondary">{answer}</Typography>
      </Box>
    </Box>
  );
}
