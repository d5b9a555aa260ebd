import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { type Series, deviceSeries, parametric, pkg, sfx } from './kit.ts'
import { ADI, MAXIM, MCHP, ST_T, TI, microchipCompose } from './packages.ts'

/**
 * Amplifiers, comparators, references and data converters: TI `LM358DR` / `LM2904QDRQ1` / `REF3033AIDBZR`,
 * ADI `AD8605ARTZ-REEL7`, Microchip `MCP6002T-I/SN`, ST `TSV912IDT`, onsemi `LM358DR2G`, Maxim `MAX4466EXK+T`.
 */

const REF_VOLTS = {
  '12': '1.25 V',
  '20': '2.048 V',
  '25': '2.5 V',
  '30': '3.0 V',
  '33': '3.3 V',
  '40': '4.096 V',
  '50': '5.0 V',
} as const

const opAmps: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('op-amps'),
    weight: 10,
    packages: TI,
    devices: [
      ['LM358', 'Dual op amp, 1 MHz, 3 V to 32 V', 0.12, 'D DGK PW P'],
      ['LM358A', 'Dual op amp, 1 MHz, 3 V to 32 V, 3 mV offset', 0.14, 'D DGK PW P'],
      ['LM358B', 'Dual op amp, 1.2 MHz, 3 V to 36 V', 0.13, 'D DGK PW'],
      ['LM324', 'Quad op amp, 1 MHz, 3 V to 32 V', 0.14, 'D14 PW14 N'],
      ['LM324B', 'Quad op amp, 1.2 MHz, 3 V to 36 V', 0.15, 'D14 PW14'],
      ['LM2904', 'Dual op amp, 1 MHz, 3 V to 26 V', 0.12, 'D DGK PW P'],
      ['LM2904Q', 'Dual op amp, 1 MHz, 3 V to 26 V, AEC-Q100', 0.2, 'DQ DGKQ'],
      ['LM321', 'Single op amp, 1 MHz, 3 V to 32 V', 0.16, 'DBV'],
      ['LMV321I', 'Single op amp, rail-to-rail output, 1 MHz', 0.14, 'DBV DCK'],
      ['LMV358I', 'Dual op amp, rail-to-rail output, 1 MHz', 0.16, 'D DGK'],
      ['LMV324I', 'Quad op amp, rail-to-rail output, 1 MHz', 0.2, 'D14 PW14'],
      ['TLV9001I', 'Single op amp, rail-to-rail, 1 MHz, 60 µA', 0.2, 'DBV DCK'],
      ['TLV9002I', 'Dual op amp, rail-to-rail, 1 MHz, 60 µA', 0.25, 'D DGK PW'],
      ['TLV9004I', 'Quad op amp, rail-to-rail, 1 MHz, 60 µA', 0.35, 'D14 PW14'],
      ['TLV9002Q', 'Dual op amp, rail-to-rail, 1 MHz, AEC-Q100', 0.4, 'DQ DGKQ'],
      ['TLV9062I', 'Dual op amp, rail-to-rail, 10 MHz', 0.4, 'D DGK'],
      ['OPA365AI', 'Single op amp, rail-to-rail, 50 MHz, zero crossover', 1.1, 'DBV'],
      ['OPA2365AI', 'Dual op amp, rail-to-rail, 50 MHz', 1.8, 'D DGK'],
      ['OPA2333AI', 'Dual zero-drift op amp, 10 µV offset, 17 µA', 2.2, 'D DGK'],
      ['OPA333AI', 'Single zero-drift op amp, 10 µV offset, 17 µA', 1.4, 'DBV DCK'],
      ['OPA2192I', 'Dual precision op amp, 36 V, 10 MHz', 3.1, 'D DGK'],
      ['TL072C', 'Dual JFET-input op amp, 3 MHz', 0.2, 'D P PW'],
      ['TL074C', 'Quad JFET-input op amp, 3 MHz', 0.3, 'D14 N PW14'],
      ['TL071C', 'Single JFET-input op amp, 3 MHz', 0.2, 'D P'],
      ['NE5532', 'Dual low-noise audio op amp, 10 MHz', 0.25, 'D P'],
      ['OPA1612A', 'Dual audio op amp, 1.1 nV/√Hz, 40 MHz', 2.6, 'D'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('op-amps'),
    weight: 6,
    packages: ADI,
    devices: [
      ['AD8605A', 'Single precision CMOS op amp, rail-to-rail, 10 MHz', 1.1, 'RTZ RZ'],
      ['AD8606A', 'Dual precision CMOS op amp, rail-to-rail, 10 MHz', 1.7, 'RZ RMZ'],
      ['AD8608A', 'Quad precision CMOS op amp, rail-to-rail, 10 MHz', 2.4, 'RZ14 RUZ'],
      ['AD8628A', 'Zero-drift op amp, 1 µV offset', 1.6, 'RTZ RZ'],
      ['AD8629A', 'Dual zero-drift op amp, 1 µV offset', 2.3, 'RZ RMZ'],
      ['ADA4528-1A', 'Zero-drift op amp, 2.5 µV offset, 5.6 nV/√Hz', 2.1, 'RMZ'],
      ['ADA4077-2A', 'Dual precision op amp, 30 V, 4 MHz', 2.4, 'RZ RMZ'],
      ['ADA4891-1A', 'High-speed CMOS op amp, 240 MHz', 1.3, 'RJZ RZ'],
      ['AD8221A', 'Instrumentation amplifier, gain 1 to 1000, 80 dB CMRR', 4.6, 'RZ RMZ'],
      ['AD623A', 'Instrumentation amplifier, rail-to-rail, single supply', 3.4, 'RZ RMZ'],
      ['AD620A', 'Instrumentation amplifier, low power, gain 1 to 10000', 5.2, 'RZ'],
      ['AD8541A', 'Single CMOS op amp, rail-to-rail, 45 µA', 0.6, 'RTZ RJZ'],
      ['OP07C', 'Precision op amp, 75 µV offset', 0.9, 'RZ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('op-amps'),
    weight: 5,
    packages: MCHP,
    compose: microchipCompose,
    devices: [
      ['MCP6001', 'Single op amp, rail-to-rail, 1 MHz, 100 µA', 0.18, 'OT OTE'],
      ['MCP6002', 'Dual op amp, rail-to-rail, 1 MHz, 100 µA', 0.24, 'SN SNE MS P'],
      ['MCP6004', 'Quad op amp, rail-to-rail, 1 MHz, 100 µA', 0.35, 'SL ST'],
      ['MCP6L02', 'Dual op amp, rail-to-rail, 1 MHz, low cost', 0.2, 'SN MS'],
      ['MCP6022', 'Dual op amp, rail-to-rail, 10 MHz', 0.7, 'SN MS P'],
      ['MCP6V01', 'Single auto-zeroed op amp, 2 µV offset', 0.9, 'SN MS'],
      ['MCP6041', 'Single op amp, 600 nA, rail-to-rail', 0.4, 'OT SN P'],
      ['MCP602', 'Dual op amp, 2.8 MHz, single supply', 0.55, 'SN P'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('op-amps'),
    weight: 5,
    packages: {
      DT: pkg('DT', 'SO-8', ST_T),
      PT: pkg('PT', 'TSSOP-8', ST_T),
      ST: pkg('ST', 'MiniSO-8', [sfx('', 'Tape & Reel')]),
      LT: pkg('LT', 'SOT-23-5', [sfx('', 'Tape & Reel')]),
      ICT: pkg('CT', 'SC-70-5', [sfx('', 'Tape & Reel')]),
      DT14: pkg('DT', 'SO-14', ST_T),
    },
    base: (device, pk) =>
      pk.code === 'DT' || pk.code === 'PT' ? `${device}${pk.code.slice(0, 1)}` : `${device}${pk.code}`,
    devices: [
      ['LM358', 'Dual op amp, 1.1 MHz, 3 V to 30 V', 0.1, 'DT PT ST'],
      ['LM324', 'Quad op amp, 1.1 MHz, 3 V to 30 V', 0.12, 'DT14'],
      ['LM2904', 'Dual op amp, 1.1 MHz, 3 V to 30 V', 0.1, 'DT PT ST'],
      ['TSV912I', 'Dual op amp, rail-to-rail, 8 MHz', 0.5, 'DT ST'],
      ['TSV911I', 'Single op amp, rail-to-rail, 8 MHz', 0.35, 'LT ICT'],
      ['TSV914I', 'Quad op amp, rail-to-rail, 8 MHz', 0.8, 'DT14'],
      ['LMV321I', 'Single op amp, rail-to-rail output, 1 MHz', 0.12, 'LT ICT'],
      ['TSZ121I', 'Single zero-drift op amp, 5 µV offset', 0.8, 'LT ICT'],
      ['TS321I', 'Single op amp, 0.8 MHz, 3 V to 30 V', 0.15, 'LT'],
      ['TSB572I', 'Dual op amp, 36 V, rail-to-rail, 2.5 MHz', 0.7, 'DT ST'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('onsemi'),
    category: cat('op-amps'),
    weight: 3,
    packages: {
      D: pkg('DR2', 'SOIC-8', [sfx('G', 'Tape & Reel')]),
      D14: pkg('DR2', 'SOIC-14', [sfx('G', 'Tape & Reel')]),
      DMR: pkg('DMR2', 'Micro8 (MSOP-8)', [sfx('G', 'Tape & Reel')]),
      SN: pkg('SN1T1', 'SOT-23-5', [sfx('G', 'Tape & Reel')]),
    },
    devices: [
      ['LM358', 'Dual op amp, 1 MHz, 3 V to 32 V', 0.1, 'D DMR'],
      ['LM324', 'Quad op amp, 1 MHz, 3 V to 32 V', 0.12, 'D14'],
      ['LM2904', 'Dual op amp, 1 MHz, 3 V to 26 V', 0.1, 'D DMR'],
      ['LM2902', 'Quad op amp, 1 MHz, 3 V to 26 V', 0.12, 'D14'],
      ['NCV2904', 'Dual op amp, automotive AEC-Q100', 0.18, 'D DMR'],
      ['NCS2002', 'Single op amp, rail-to-rail, 1.4 MHz', 0.2, 'SN'],
      ['MC33172', 'Dual op amp, 1.8 MHz, single supply', 0.3, 'D'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('op-amps'),
    weight: 2,
    packages: { ...MAXIM, XK: pkg('EXK', 'SC-70-5', [sfx('+T', 'Tape & Reel')]) },
    devices: [
      ['MAX4466', 'Microphone amplifier, rail-to-rail, 200 kHz', 0.9, 'XK UA'],
      ['MAX9814', 'Microphone amplifier with AGC', 1.4, 'ETE'],
      ['MAX44246A', 'Dual zero-drift op amp, 36 V', 1.8, 'SA UA'],
      ['MAX4238A', 'Single auto-zero op amp, 2 µV offset', 1.2, 'UK'],
    ],
  }),
]

const comparators: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('comparators'),
    weight: 4,
    packages: TI,
    devices: [
      ['LM393', 'Dual comparator, open collector, 2 V to 36 V', 0.1, 'D DGK PW P'],
      ['LM393B', 'Dual comparator, open collector, 3 V to 36 V', 0.11, 'D DGK PW'],
      ['LM339', 'Quad comparator, open collector, 2 V to 36 V', 0.12, 'D14 PW14 N'],
      ['LM2903', 'Dual comparator, open collector, 2 V to 30 V', 0.11, 'D DGK PW'],
      ['LM2903Q', 'Dual comparator, open collector, AEC-Q100', 0.2, 'DQ DGKQ'],
      ['LMV331I', 'Single comparator, open drain, 2.7 V to 5 V', 0.15, 'DBV DCK'],
      ['LMV393I', 'Dual comparator, open drain, 2.7 V to 5 V', 0.18, 'D DGK'],
      ['TLV3201AI', 'Single comparator, push-pull, 40 ns', 0.5, 'DBV DCK'],
      ['TLV7011', 'Single comparator, push-pull, 5 µA, 260 ns', 0.35, 'DBV DCK'],
      ['TLV1805', 'Single comparator, 40 V, push-pull', 0.6, 'DBV'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('comparators'),
    weight: 2,
    packages: MCHP,
    compose: microchipCompose,
    devices: [
      ['MCP6541', 'Single comparator, push-pull, 600 nA', 0.3, 'OT SN P'],
      ['MCP6542', 'Dual comparator, push-pull, 600 nA', 0.4, 'SN MS P'],
      ['MCP6561', 'Single comparator, push-pull, 47 ns', 0.35, 'OT'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('comparators'),
    weight: 2,
    packages: {
      DT: pkg('DT', 'SO-8', [sfx('', 'Tape & Reel')]),
      LT: pkg('LT', 'SOT-23-5', [sfx('', 'Tape & Reel')]),
      PT: pkg('PT', 'TSSOP-8', [sfx('', 'Tape & Reel')]),
    },
    devices: [
      ['LM393', 'Dual comparator, open collector', 0.09, 'DT PT'],
      ['LM2903', 'Dual comparator, open collector', 0.09, 'DT PT'],
      ['TS391I', 'Single comparator, open collector, low power', 0.14, 'LT'],
      ['TS881I', 'Single comparator, nanopower, push-pull', 0.3, 'LT'],
    ],
  }),
]

const references: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('voltage-references'),
    weight: 4,
    packages: { ...TI, LP: pkg('LP', 'TO-92-3', [sfx('R', 'Tape & Reel'), sfx('', 'Bulk')]) },
    devices: [
      ...parametric('REF30', REF_VOLTS, 'Series voltage reference, {v}, 0.2%, 50 µA', 0.6, 'DBZ', 'AI'),
      ...parametric('REF50', REF_VOLTS, 'Precision voltage reference, {v}, 0.05%, 3 ppm/°C', 2.8, 'D DGK', 'AI'),
      ['TL431AI', 'Adjustable shunt reference, 2.5 V to 36 V, 0.5%', 0.06, 'DBZ D LP'],
      ['TL431BI', 'Adjustable shunt reference, 2.5 V to 36 V, 0.5%', 0.07, 'DBZ D LP'],
      ['TLV431AI', 'Adjustable shunt reference, 1.24 V to 6 V', 0.08, 'DBZ DBV'],
      ['ATL431LI', 'Adjustable shunt reference, 2.5 V, 35 µA', 0.09, 'DBZ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('voltage-references'),
    weight: 2,
    packages: ADI,
    devices: [
      ...parametric(
        'ADR45',
        { '20': '2.048 V', '25': '2.5 V', '30': '3.0 V', '33': '3.3 V', '40': '4.096 V', '50': '5.0 V' },
        'Ultralow-noise voltage reference, {v}, 2 ppm/°C',
        4.2,
        'RZ',
        'B',
      ),
      ...parametric(
        'ADR34',
        { '12': '1.2 V', '20': '2.048 V', '25': '2.5 V', '30': '3.0 V', '33': '3.3 V' },
        'Low-power voltage reference, {v}, 0.1%',
        1.6,
        'RJZ',
        'A',
      ),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('voltage-references'),
    weight: 1,
    packages: MCHP,
    compose: microchipCompose,
    devices: [
      ['MCP1525', 'Voltage reference, 2.5 V, 1%', 0.55, 'TT'],
      ['MCP1541', 'Voltage reference, 4.096 V, 1%', 0.55, 'TT'],
    ],
  }),
]

const converters: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('data-converters'),
    weight: 5,
    packages: TI,
    devices: [
      ['ADS1115I', '16-bit ADC, 4 channels, I2C, 860 SPS, PGA', 2.9, 'DGS'],
      ['ADS1015I', '12-bit ADC, 4 channels, I2C, 3300 SPS, PGA', 1.9, 'DGS'],
      ['ADS1118I', '16-bit ADC, 2 differential channels, SPI, temperature sensor', 3.1, 'DGS'],
      ['ADS1220I', '24-bit ADC, 4 channels, SPI, 2 kSPS, PGA', 3.8, 'PW16'],
      ['ADS1292I', '24-bit ADC, 2 channels, analog front end for ECG', 9.5, 'PW20'],
      ['ADS7042I', '12-bit SAR ADC, 1 MSPS, SPI, ultra-low power', 1.6, 'DCU'],
      ['ADS8866I', '16-bit SAR ADC, 100 kSPS, SPI', 5.4, 'DGS'],
      ['DAC7571I', '12-bit DAC, I2C, rail-to-rail output', 1.3, 'DBV'],
      ['DAC8571I', '16-bit DAC, I2C, rail-to-rail output', 3.6, 'DGK'],
      ['DAC60501M', '12-bit DAC, 2.5 V internal reference', 1.9, 'DGS'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('data-converters'),
    weight: 4,
    packages: ADI,
    devices: [
      ['AD7124-4', '24-bit sigma-delta ADC, 4 channels, low noise', 8.5, 'BRUZ'],
      ['AD7124-8', '24-bit sigma-delta ADC, 8 channels, low noise', 11.2, 'BCPZ'],
      ['AD7980', '16-bit SAR ADC, 1 MSPS, PulSAR', 12.5, 'BRMZ'],
      ['AD7091R', '12-bit SAR ADC, 1 MSPS, ultra-low power', 2.4, 'BRMZ'],
      ['AD5693R', '16-bit DAC, I2C, 2.5 V reference', 3.9, 'BRMZ'],
      ['AD9833', 'Programmable waveform generator, 25 MHz, SPI', 4.5, 'BRMZ'],
      ['AD5593R', '8-channel configurable ADC/DAC/GPIO, 12-bit', 4.2, 'BRUZ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('data-converters'),
    weight: 3,
    packages: {
      ...MCHP,
      P16: pkg('-I/P', 'PDIP-16', [sfx('', 'Tube')], 1.3),
      SL16: pkg('-I/SL', 'SOIC-16', [sfx('', 'Tube'), sfx('T', 'Tape & Reel')], 1.2),
    },
    compose: microchipCompose,
    devices: [
      ['MCP3008', '10-bit ADC, 8 channels, SPI, 200 kSPS', 1.8, 'P16 SL16'],
      ['MCP3004', '10-bit ADC, 4 channels, SPI, 200 kSPS', 1.5, 'SL ST'],
      ['MCP3208', '12-bit ADC, 8 channels, SPI, 100 kSPS', 2.7, 'P16 SL16'],
      ['MCP3421A0', '18-bit delta-sigma ADC, I2C, PGA', 2.1, 'CH'],
      ['MCP4725A0', '12-bit DAC, I2C, EEPROM', 1.1, 'CH'],
      ['MCP4822', 'Dual 12-bit DAC, SPI, 2.048 V reference', 2.4, 'SN MS P'],
      ['MCP3564R', '24-bit delta-sigma ADC, 4 channels, SPI', 4.1, 'ST'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('data-converters'),
    weight: 1,
    packages: MAXIM,
    devices: [
      ['MAX11410', '24-bit ADC, 10 channels, PGA', 6.8, 'ETE'],
      ['MAX5216', '16-bit DAC, SPI, µMAX', 5.2, 'UA'],
      ['MAX11615E', '12-bit ADC, 8 channels, I2C', 3.5, 'UE'],
    ],
  }),
]

export const ANALOG_SERIES: readonly Series[] = [...opAmps, ...comparators, ...references, ...converters]
