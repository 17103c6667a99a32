import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildOdp, buildOds, buildOdt } from '../testing/office.js';
import { odfFormula } from './odf.js';

describe('odf', () => {
  it('reads an ODT with its spaces, tabs, line breaks and footer', async () => {
    const odt = buildOdt(
      ['Contract', 'Party:  Jane   Doe\tID 123-45-6789', 'line one\nline two'],
      'Confidential footer',
    );
    expect(await extract(odt, 'contract.odt')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'odt',
      segments: [
        { text: 'Contract\nParty:  Jane   Doe\tID 123-45-6789\nline one\nline two', scope: 'TEXT' },
        { text: 'Confidential footer', scope: 'TEXT', location: 'headers and footers' },
      ],
    });
  });

  it('reads an ODS: values per sheet, formulas as the user sees them, repeated cells expanded', async () => {
    const ods = buildOds([
      {
        name: 'Payroll',
        rows: [
          ['Name', 'Salary'],
          ['Jane', 5000],
          ['Total', { formula: 'of:=SUM([.B2:.B2])', value: 5000 }],
          [{ repeat: 3, text: 'x' }],
        ],
      },
      { name: 'Other sheet', rows: [[{ formula: "of:=['Payroll'.B3]*2", value: 10000 }]] },
    ]);
    expect(await extract(ods, 'pay.ods')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'ods',
      segments: [
        { text: 'Name\tSalary\nJane\t5000\nTotal\t5000\nx\tx\tx', scope: 'TEXT', location: 'Payroll' },
        { text: '=SUM(B2:B2)', scope: 'FORMULA', location: 'Payroll!B3' },
        { text: '10000', scope: 'TEXT', location: 'Other sheet' },
        { text: "='Payroll'.B3*2", scope: 'FORMULA', location: "'Other sheet'!A1" },
      ],
    });
  });

  it('reads an ODP per slide with notes', async () => {
    const odp = buildOdp([{ text: 'Welcome', notes: 'Say hi' }, { text: 'Agenda' }]);
    expect((await extract(odp, 'talk.odp')).segments).toEqual([
      { text: 'Welcome', scope: 'TEXT', location: 'Slide 1' },
      { text: 'Say hi', scope: 'TEXT', location: 'Slide 1 notes' },
      { text: 'Agenda', scope: 'TEXT', location: 'Slide 2' },
    ]);
  });

  it('rewrites OpenFormula references', () => {
    expect(odfFormula('of:=SUM([.A1:.A3])+[$Sheet2.B1]')).toBe('=SUM(A1:A3)+$Sheet2.B1');
    expect(odfFormula('=A1')).toBe('=A1');
  });
});
