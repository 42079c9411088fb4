import { orderFormsDefault, orderFormsSchema, type OrderForms } from '../../../../domain/settings/orderForms';
import { orderRulesDefault, orderRulesSchema, type OrderRules } from '../../../../domain/settings/orderRules';
import { repCodesDefault, repCodesSchema } from '../../../../domain/settings/repCodes';

/** The order settings as the environment sends them (unknown JSON), or their defaults. */
export function orderSettingsFrom(settings: Record<string, unknown>): {
  rules: OrderRules;
  forms: OrderForms;
  repCodes: string[];
} {
  const rules = orderRulesSchema.safeParse(settings.orderRules);
  const forms = orderFormsSchema.safeParse(settings.orderForms);
  const repCodes = repCodesSchema.safeParse(settings.repCodes);
  return {
    rules: rules.success ? rules.data : orderRulesDefault,
    forms: forms.success ? forms.data : orderFormsDefault,
    repCodes: repCodes.success ? repCodes.data : repCodesDefault,
  };
}
