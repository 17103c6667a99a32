import { FAMILIES } from './families.js';
import { Random } from './random.js';

export interface PlantedValue {
  /** Template key of the library (e.g. "PAYMENT_CARD"). */
  key: string;
  start: number;
  end: number;
}

export interface BenchmarkCorpus {
  text: string;
  planted: PlantedValue[];
}

const WORDS = (
  'the of and to in is for on that with as by this be are from at or an it was report quarterly revenue customer ' +
  'meeting project status update invoice payment account order shipping delivery team review budget forecast ' +
  'manager schedule contract service support policy security access network server release version build ' +
  'analysis results data patient record clinic employee benefits travel expense approval department office'
).split(' ');
/** Share of text blocks preceded by a planted identifier: about one per 3 KB of text. */
const PLANT_CHANCE = 0.1;

const NAMES = [
  'Alice Martin',
  'Bob Chen',
  'Carla Rossi',
  'Dmitri Ivanov',
  'Emma Schmidt',
  'Farah Khan',
  'Grace Lee',
];
const CITIES = ['Berlin', 'Paris', 'London', 'Toronto', 'Austin', 'Madrid', 'Milan', 'São Paulo', 'Pune'];

/** A sentence of ordinary business prose without digits. */
export function sentence(r: Random): string {
  const n = r.int(8, 18);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(r.pick(WORDS));
  const s = words.join(' ');
  return `${s[0]!.toUpperCase()}${s.slice(1)}${r.pick(['.', '.', '.', '?', '!'])}`;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function isoTime(r: Random): string {
  return `2024-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}T${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}.${pad(r.int(0, 999), 3)}Z`;
}

function uuid(r: Random): string {
  const hex = '0123456789abcdef';
  return `${r.chars(hex, 8)}-${r.chars(hex, 4)}-4${r.chars(hex, 3)}-a${r.chars(hex, 3)}-${r.chars(hex, 12)}`;
}

/** One block of ordinary business text: prose, CSV, logs, JSON or code. */
export function block(r: Random): string {
  switch (r.int(0, 5)) {
    case 0:
    case 1:
      return Array.from({ length: r.int(2, 6) }, () => sentence(r)).join(' ') + '\n\n';
    case 2: {
      const rows = ['id,name,city,amount,date,status'];
      for (let i = 0; i < r.int(3, 10); i++) {
        rows.push(
          `${r.int(1000, 99999)},${r.pick(NAMES)},${r.pick(CITIES)},${r.int(1, 9999)}.${pad(r.int(0, 99))},2024-${pad(r.int(1, 12))}-${pad(r.int(1, 28))},${r.pick(['paid', 'open', 'late'])}`,
        );
      }
      return rows.join('\n') + '\n';
    }
    case 3: {
      const lines: string[] = [];
      for (let i = 0; i < r.int(3, 8); i++) {
        lines.push(
          `${isoTime(r)} INFO request_id=${uuid(r)} ts=${r.int(1_600_000_000_000, 1_800_000_000_000)} status=${r.pick([200, 201, 304, 404, 500])} latency=${r.int(1, 900)}ms bytes=${r.int(100, 99999)}`,
        );
      }
      return lines.join('\n') + '\n';
    }
    case 4:
      return `{"id": ${r.int(1, 1e6)}, "user": "${r.pick(NAMES)}", "city": "${r.pick(CITIES)}", "total": ${r.int(1, 5000)}.${pad(r.int(0, 99))}, "items": [${r.int(1, 99)}, ${r.int(1, 99)}], "version": "${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 99)}"}\n`;
    default:
      return `function total(items) {\n  return items.reduce((sum, item) => sum + item.price * ${r.int(1, 9)}, 0);\n}\n// TODO(${r.pick(NAMES)}): review before ${isoTime(r).slice(0, 10)}\n`;
  }
}

/**
 * Deterministic mixed text of about `sizeBytes` UTF-16 code units (ASCII almost everywhere, so
 * about as many bytes), with valid identifiers of every library template planted in their usual
 * context about every 3 KB. The same (sizeBytes, seed) always gives the same corpus.
 */
export function benchmarkCorpus(sizeBytes: number, seed = 1): BenchmarkCorpus {
  const r = new Random(seed);
  const parts: string[] = [];
  const planted: PlantedValue[] = [];
  let length = 0;
  while (length < sizeBytes) {
    let piece = block(r);
    if (r.chance(PLANT_CHANCE)) {
      const family = r.pick(FAMILIES);
      const value = family.valid(r);
      const context = r.pick(family.contexts);
      const at = context.indexOf('{v}');
      planted.push({ key: family.key, start: length + at, end: length + at + value.length });
      piece = `${context.replace('{v}', value)}\n${piece}`;
    }
    parts.push(piece);
    length += piece.length;
  }
  const text = parts.join('');
  return { text: text.slice(0, sizeBytes), planted: planted.filter((p) => p.end <= sizeBytes) };
}
