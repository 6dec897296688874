/*
 * Enquiries with realistic repeats for tests and the families bench
 * (docs/decisions/016-families.md), and their families worked out
 * independently of the database: the connected components of leads that
 * share a phone or a case-folded email.
 */
import type { Sql } from '../src/db/client';

export interface FamilyLead {
  name: string;
  email: string;
  /** As stored: +91 and ten digits. */
  phone: string;
  created_at: string;
}

/** A small seeded generator (mulberry32), so that a run can be repeated. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['Asha Rao', 'Vihaan Joshi', 'आरव शर्मा', 'Riya Patil', 'अनन्या देशपांडे', 'Kabir Khan'];

/**
 * `count` enquiries, oldest first: most from new contacts; the rest repeat
 * a recent phone, a recent email in another case, or both; some bridge two
 * families (one's phone, another's email); and one long chain in which each
 * link shares an email with the one before and a phone with the one after.
 */
export function familyLeads(count: number, seed: number): FamilyLead[] {
  const next = random(seed);
  const leads: FamilyLead[] = [];
  const start = Date.UTC(2025, 0, 1);
  let contacts = 0;
  const phone = (k: number) => `+919${String(k).padStart(9, '0')}`;
  const email = (k: number) => `family${k}@example.com`;
  const recent = () => leads[Math.max(0, leads.length - 1 - Math.floor(next() * 3000))]!;
  let chain: FamilyLead | undefined;
  for (let i = 0; i < count; i += 1) {
    const roll = leads.length === 0 ? 0 : next();
    let lead: Pick<FamilyLead, 'phone' | 'email'>;
    if (roll < 0.7) {
      contacts += 1;
      lead = { phone: phone(contacts), email: email(contacts) };
    } else if (roll < 0.8) {
      contacts += 1;
      lead = { phone: recent().phone, email: email(contacts) };
    } else if (roll < 0.9) {
      contacts += 1;
      lead = { phone: phone(contacts), email: recent().email.toUpperCase() };
    } else if (roll < 0.93) {
      const again = recent();
      lead = { phone: again.phone, email: again.email };
    } else if (roll < 0.97) {
      lead = { phone: recent().phone, email: recent().email };
    } else {
      // The chain: alternately a new email on the last link's phone, and a new phone on its email.
      contacts += 1;
      lead = !chain
        ? { phone: phone(contacts), email: email(contacts) }
        : i % 2 === 0
          ? { phone: chain.phone, email: email(contacts) }
          : { phone: phone(contacts), email: chain.email };
    }
    const stored: FamilyLead = {
      ...lead,
      name: NAMES[i % NAMES.length]!,
      created_at: new Date(start + i * 60_000).toISOString(),
    };
    if (roll >= 0.97) chain = stored;
    leads.push(stored);
  }
  return leads;
}

/** For each lead (by index), a component number: leads share one exactly when they are one family. */
export function componentsOf(leads: readonly Pick<FamilyLead, 'phone' | 'email'>[]) {
  const parent = leads.map((_, index) => index);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  const firstWith = new Map<string, number>();
  leads.forEach((lead, index) => {
    for (const key of [`phone ${lead.phone}`, `email ${lead.email.toLowerCase()}`]) {
      const first = firstWith.get(key);
      if (first === undefined) firstWith.set(key, index);
      else parent[find(index)] = find(first);
    }
  });
  return new Map(leads.map((_, index) => [index, find(index)]));
}

/**
 * What is wrong with the families in the database, checked against the
 * components worked out here from every lead's phone and email: each family
 * must be exactly one component, and its kept size the count of its leads.
 * An empty list when all is well.
 */
export async function familyProblems(sql: Sql): Promise<string[]> {
  const leads = await sql<{ id: string; phone: string; email: string; family_id: string }[]>`
    select id, phone, email, family_id::text as family_id from admission_leads`;
  const families = await sql<{ id: string; size: number; merged_into: string | null }[]>`
    select id::text, size, merged_into::text from lead_families`;
  const problems: string[] = [];
  const components = componentsOf(leads);
  const familyOf = new Map<number, string>();
  const componentOf = new Map<string, number>();
  const counts = new Map<string, number>();
  leads.forEach((lead, index) => {
    const component = components.get(index)!;
    counts.set(lead.family_id, (counts.get(lead.family_id) ?? 0) + 1);
    const family = familyOf.get(component);
    if (family === undefined) familyOf.set(component, lead.family_id);
    else if (family !== lead.family_id) {
      problems.push(`lead ${lead.id} is in family ${lead.family_id}, its component in ${family}`);
    }
    const component2 = componentOf.get(lead.family_id);
    if (component2 === undefined) componentOf.set(lead.family_id, component);
    else if (component2 !== component) {
      problems.push(`family ${lead.family_id} holds two components (lead ${lead.id})`);
    }
  });
  const kept = new Map(families.map((family) => [family.id, family]));
  for (const [id, count] of counts) {
    const family = kept.get(id);
    if (!family) problems.push(`family ${id} has ${count} leads and no row in lead_families`);
    else if (family.size !== count)
      problems.push(`family ${id} has ${count} leads, size ${family.size}`);
    else if (family.merged_into !== null) problems.push(`family ${id} has leads but was united`);
  }
  for (const family of families) {
    if (!counts.has(family.id) && family.size !== 0) {
      problems.push(`family ${family.id} has no leads but size ${family.size}`);
    }
  }
  return problems;
}
