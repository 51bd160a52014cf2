import type { ContestForm, FormErrors } from '../contest-form-model';

/** What every section of the contest form gets: the form, a setter and the shown problems. */
export interface SectionProps {
  form: ContestForm;
  set: <K extends keyof ContestForm>(key: K, value: ContestForm[K]) => void;
  errors: FormErrors;
}
