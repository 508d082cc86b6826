import { locatorViewParams, type LocatorView } from '../state/locatorView';

/**
 * The rest of the locator's view as hidden fields of a GET form: a form sends only its own
 * fields, so without them checking a place would drop the filters (and filtering the place).
 */
export function KeptParams({ view, except }: { view: LocatorView; except: readonly string[] }) {
  return (
    <>
      {[...locatorViewParams(view)]
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
