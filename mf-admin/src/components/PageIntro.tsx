import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** A page's opening line and, for a role that may only read the page, who may change what it shows. */
export function PageIntro({ intro, readOnly }: { intro: string; readOnly: string | null }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {readOnly}
        </Alert>
      ) : null}
    </>
  );
}
