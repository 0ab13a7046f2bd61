import { DEFAULT_SCENARIO_ID, findScenario, payInstructions, SCENARIOS } from '../../scenarios.js';
import { h } from './dom.js';

export interface ScenarioPickerView {
  select: HTMLSelectElement;
  expect: HTMLElement;
  pay: HTMLElement;
}

/**
 * The scenario picker: one option per row of the sandbox trigger table, grouped by outcome.
 * `?scenario=<id>` preselects one (the e2e suite and shared links use it).
 */
export function createScenarioPicker(view: ScenarioPickerView, params: URLSearchParams) {
  const groups = new Map<string, HTMLOptGroupElement>();
  for (const scenario of SCENARIOS) {
    let group = groups.get(scenario.group);
    if (!group) {
      group = h('optgroup', { label: scenario.group });
      groups.set(scenario.group, group);
      view.select.append(group);
    }
    group.append(h('option', { value: scenario.id }, scenario.label));
  }

  const requested = params.get('scenario');
  view.select.value = requested && findScenario(requested) ? requested : DEFAULT_SCENARIO_ID;

  function describe(): void {
    const scenario = findScenario(view.select.value);
    if (!scenario) return;
    view.expect.textContent = `Expected: ${scenario.expect}.`;
    view.pay.textContent =
      scenario.outcome.event === 'refused' ? '' : payInstructions(scenario.payWith);
  }

  view.select.addEventListener('change', () => {
    const url = new URL(location.href);
    url.searchParams.set('scenario', view.select.value);
    history.replaceState(null, '', url);
    describe();
  });
  describe();

  return {
    current: () => view.select.value,
  };
}
