import { useLayoutEffect, type RefObject } from 'react';

/**
 * A prerendered form can be typed into, or filled by the browser's password manager, before the page's
 * JavaScript has run. Preact's hydration keeps those values on the page but not in the form's state, so
 * the next render puts the state's empty values back (React 19 replays them; Preact does not). Once the
 * form is live, each control whose value differs from the one in the markup gets the event a person's
 * typing would have sent, and its onChange takes the value into the state. For controlled fields only:
 * react-hook-form writes its default values into the fields as it registers them, before this runs.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>) {
  useLayoutEffect(() => {
    for (const control of Array.from(form.current?.elements ?? [])) {
      if (!(control instanceof HTMLInputElement)) continue;
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked !== control.defaultChecked)
          control.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (control.value !== control.defaultValue) {
        control.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  }, [form]);
}
