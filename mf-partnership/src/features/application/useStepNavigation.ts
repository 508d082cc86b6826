import { useEffect, useRef, useState } from 'react';
import { fieldId } from '@powernest/shared-ui/forms';
import { STEP_COUNT, stepOfField } from './steps';

/** FormTextField gives each control the id "field-<name>" (the input, or the select's combobox). */
const focusField = (name: string) => document.getElementById(fieldId(name))?.focus();

/**
 * The wizard's step, and where focus goes when the visitor moves: to the new step's heading, or
 * to a field (the first with an error). Focus moves after the step has rendered.
 */
export function useStepNavigation(initialStep: number) {
  const [step, setStep] = useState(initialStep);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  useEffect(() => {
    if (pendingFocus === null) return;
    if (pendingFocus === 'heading') headingRef.current?.focus();
    else focusField(pendingFocus);
    setPendingFocus(null);
  }, [pendingFocus, step]);

  function goTo(next: number, focus: string = 'heading') {
    setStep(Math.min(Math.max(next, 1), STEP_COUNT));
    setPendingFocus(focus);
  }

  /** To the step of the first of these fields (in the wizard's order), focused. */
  function showFirstError(fields: string[]) {
    const first = fields[0];
    const target = first ? stepOfField(first) : undefined;
    if (first && target) goTo(target, first);
  }

  return { step, setStep, goTo, showFirstError, headingRef };
}
