/** The colour a new category starts with (HOJ's default blue). */
export const DEFAULT_CATEGORY_COLOR = '#409eff';
export const CATEGORY_NAME_MAX = 255;

/** A `#rrggbb` colour (what the colour input gives and the tags paint). */
export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value.trim());

/** The category dialog's checks; answers message ids by field. */
export function checkCategory(form: {
  name: string;
  color: string;
}): Partial<Record<'name' | 'color', string>> {
  const errors: Partial<Record<'name' | 'color', string>> = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'admin-trainings.category-name-required';
  else if (name.length > CATEGORY_NAME_MAX) errors.name = 'admin-trainings.category-name-too-long';
  if (!isHexColor(form.color)) errors.color = 'admin-trainings.category-color-invalid';
  return errors;
}
