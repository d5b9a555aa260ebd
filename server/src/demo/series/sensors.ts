import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { E6, multiplierCode } from '../values.ts'
import { PLAIN, type Row, type Series, type Suffix, deviceSeries, pkg, sfx, tableSeries } from './kit.ts'
import { MCHP, TI, TI_RT, microchipCompose } from './packages.ts'

/**
 * Sensors: Sensirion `SHT40-AD1B-R2` and `SHT31-DIS-B2.5KS`, Maxim `DS18B20+T&R`, TI `TMP117AIDRVR`, ST
 * `LSM6DSOXTR`, Allegro `ACS712ELCTR-20A-T`, Melexis `MLX90393SLW-ABA-011-RE`, Murata `NCP15XH103F03RC`.
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

const temperature: Series[] = [
  tableSeries({
    manufacturer: mfr('sensirion'),
    category: cat('temperature-humidity-sensors'),
    weight: 3,
    rows: [
      ...['AD1B', 'BD1B', 'CD1B', 'AD1F'].flatMap((variant): Row[] => [
        [`SHT40-${variant}`, 'Humidity and temperature sensor, ±1.8% RH, ±0.2 °C, I2C', 1.6, 'DFN-4 1.5x1.5'],
        [`SHT41-${variant}`, 'Humidity and temperature sensor, ±1.8% RH, ±0.2 °C, I2C', 1.9, 'DFN-4 1.5x1.5'],
        [`SHT45-${variant}`, 'Humidity and temperature sensor, ±1.0% RH, ±0.1 °C, I2C', 3.2, 'DFN-4 1.5x1.5'],
        [`STS40-${variant}`, 'Temperature sensor, ±0.2 °C, I2C', 1.1, 'DFN-4 1.5x1.5'],
      ]),
    ],
    suffixes: [TAPE('-R2'), TAPE('-R3')],
    doc: (name) => `Sensirion_Datasheet_${name.slice(0, 5)}`,
  }),
  tableSeries({
    manufacturer: mfr('sensirion'),
    category: cat('temperature-humidity-sensors'),
    weight: 2,
    rows: [
      ['SHT30-DIS', 'Humidity and temperature sensor, ±3% RH, I2C', 1.7, 'DFN-8 2.5x2.5'],
      ['SHT31-DIS', 'Humidity and temperature sensor, ±2% RH, I2C', 2.4, 'DFN-8 2.5x2.5'],
      ['SHT35-DIS', 'Humidity and temperature sensor, ±1.5% RH, I2C', 4.2, 'DFN-8 2.5x2.5'],
      ['SHT31-ARP', 'Humidity and temperature sensor, analog ratiometric output', 2.6, 'DFN-8 2.5x2.5'],
      ['STS35-DIS', 'Temperature sensor, ±0.1 °C, I2C', 2.1, 'DFN-8 2.5x2.5'],
      ['SHTC3-TR', 'Humidity and temperature sensor, ±2% RH, I2C, low power', 1.2, 'DFN-4 2x2'],
    ],
    // Sensirion's reel codes carry the reel size with a decimal point: -B2.5KS (2,500 pieces), -B10KS.
    suffixes: (pk) => (pk === 'DFN-4 2x2' ? [TAPE('-2.5KS'), TAPE('-10KS')] : [TAPE('-B2.5KS'), TAPE('-B10KS')]),
    doc: (name) => `Sensirion_Datasheet_${name.slice(0, 5)}`,
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('temperature-humidity-sensors'),
    weight: 3,
    packages: { ...TI, DMB: pkg('DMB', 'WSON-6 1.5x1.5', TI_RT), YAH: pkg('YAH', 'DSBGA-6', TI_RT) },
    devices: [
      ['TMP117AI', 'Digital temperature sensor, ±0.1 °C, I2C, 16-bit', 1.9, 'DRV'],
      ['TMP116AI', 'Digital temperature sensor, ±0.2 °C, I2C, 16-bit', 1.6, 'DRV'],
      ['TMP102AI', 'Digital temperature sensor, ±2 °C, I2C', 0.6, 'DRL'],
      ['TMP1075', 'Digital temperature sensor, ±1 °C, I2C, LM75 compatible', 0.4, 'D DGK DSG'],
      ['TMP112AI', 'Digital temperature sensor, ±0.5 °C, I2C', 0.9, 'DRL'],
      ['TMP235A2', 'Analog temperature sensor, 10 mV/°C, ±2.5 °C', 0.25, 'DBZ DCK'],
      ['LMT70A', 'Analog temperature sensor, ±0.05 °C', 1.1, 'YAH'],
      ['HDC2080', 'Humidity and temperature sensor, ±2% RH, I2C', 1.9, 'DMB'],
      ['HDC1080', 'Humidity and temperature sensor, ±2% RH, I2C', 2.2, 'DMB'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('temperature-humidity-sensors'),
    weight: 3,
    rows: [
      ['DS18B20', '1-Wire digital thermometer, ±0.5 °C, 9 to 12 bit', 1.9, 'TO-92-3'],
      ['DS18B20Z', '1-Wire digital thermometer, ±0.5 °C, 9 to 12 bit', 2, 'SOIC-8'],
      ['DS18B20U', '1-Wire digital thermometer, ±0.5 °C, 9 to 12 bit', 2.1, 'µSOP-8'],
      ['DS18S20', '1-Wire digital thermometer, ±0.5 °C, 9 bit', 2.1, 'TO-92-3'],
      ['MAX31855KASA', 'Thermocouple-to-digital converter, type K, SPI', 4.9, 'SOIC-8'],
      ['MAX31855JASA', 'Thermocouple-to-digital converter, type J, SPI', 4.9, 'SOIC-8'],
      ['MAX31855TASA', 'Thermocouple-to-digital converter, type T, SPI', 4.9, 'SOIC-8'],
      ['MAX31865ATP', 'RTD-to-digital converter, PT100/PT1000, SPI', 4.4, 'TQFN-20 5x5'],
      ['MAX6675ISA', 'Thermocouple-to-digital converter, type K, 12-bit, SPI', 3.9, 'SOIC-8'],
      ['MAX30205MTA', 'Human body temperature sensor, ±0.1 °C, I2C', 2.6, 'TDFN-8 3x3'],
    ],
    suffixes: (pk) =>
      pk === 'TO-92-3' ? [sfx('+', 'Bulk'), TAPE('+T&R'), sfx('+PAR', 'Bulk')] : [sfx('+', 'Tube'), TAPE('+T')],
    doc: (name) => name.slice(0, 8),
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('temperature-humidity-sensors'),
    weight: 2,
    packages: MCHP,
    compose: microchipCompose,
    devices: [
      ['MCP9700A', 'Analog temperature sensor, 10 mV/°C, ±2 °C', 0.2, 'TT TO'],
      ['MCP9701A', 'Analog temperature sensor, 19.5 mV/°C, ±2 °C', 0.2, 'TT TO'],
      ['MCP9808', 'Digital temperature sensor, ±0.25 °C, I2C', 0.9, 'SNE MS MC'],
      ['MCP9843', 'Digital temperature sensor, ±1 °C, I2C', 0.6, 'SN MS'],
      ['EMC1412-1', 'Remote and local temperature sensor, SMBus', 0.7, 'SN'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('temperature-humidity-sensors'),
    weight: 2,
    rows: [
      ['HTS221', 'Humidity and temperature sensor, ±3.5% RH, I2C/SPI', 1.9, 'HLGA-6 2x2'],
      ['STTS22H', 'Digital temperature sensor, ±0.5 °C, I2C', 0.6, 'UDFN-6 2x2'],
      ['STTS751-0WB3F', 'Digital temperature sensor, ±1 °C, I2C', 0.5, 'UDFN-6 2x2'],
      ['STLM20W87F', 'Analog temperature sensor, ±1.5 °C', 0.3, 'SOT-323-5'],
    ],
    suffixes: (pk) =>
      pk.startsWith('HLGA') ? [TAPE('TR')] : pk === 'UDFN-6 2x2' ? [TAPE('TR'), sfx('', 'Tape & Reel')] : PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('silicon-labs'),
    category: cat('temperature-humidity-sensors'),
    weight: 2,
    rows: [
      ['SI7021-A20-GM1', 'Humidity and temperature sensor, ±3% RH, I2C', 2.2, 'DFN-6 3x3'],
      ['SI7021-A20-IM1', 'Humidity and temperature sensor, ±3% RH, I2C, with filter', 2.5, 'DFN-6 3x3'],
      ['SI7006-A20-IM1', 'Humidity and temperature sensor, ±5% RH, I2C', 1.7, 'DFN-6 3x3'],
      ['SI7051-A20-IM1', 'Digital temperature sensor, ±0.1 °C, I2C', 1.9, 'DFN-6 3x3'],
    ],
    suffixes: [sfx('', 'Tube'), TAPE('R')],
    doc: (name) => name.slice(0, 6).toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('bosch-sensortec'),
    category: cat('temperature-humidity-sensors'),
    weight: 2,
    rows: [
      ['BME280', 'Humidity, pressure and temperature sensor, I2C/SPI', 3.4, 'LGA-8 2.5x2.5'],
      ['BME680', 'Gas, humidity, pressure and temperature sensor', 6.9, 'LGA-8 3x3'],
      ['BME688', 'Gas sensor with AI, humidity, pressure and temperature', 8.5, 'LGA-8 3x3'],
    ],
    suffixes: [TAPE('')],
    doc: (name) => `bst-${name.toLowerCase()}-ds000`,
  }),
  tableSeries({
    manufacturer: mfr('honeywell'),
    category: cat('temperature-humidity-sensors'),
    weight: 1,
    rows: [
      ['HIH6130-021-001', 'Humidity and temperature sensor, ±4% RH, I2C', 8.9, 'SOIC-8'],
      ['HIH6131-021-001', 'Humidity and temperature sensor, ±4% RH, I2C, condensation resistant', 9.4, 'SOIC-8'],
      ['HIH-4000-003', 'Analog humidity sensor, ±3.5% RH', 12.5, 'SIP-3'],
      ['HIH-4030-001', 'Analog humidity sensor, SMD', 10.9, 'SMD'],
    ],
    suffixes: PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('melexis'),
    category: cat('temperature-humidity-sensors'),
    weight: 1,
    rows: [
      ['MLX90614ESF-BAA-000', 'Infrared thermometer, 3 V, single zone, SMBus', 9.5, 'TO-39'],
      ['MLX90614ESF-DCI-000', 'Infrared thermometer, medical accuracy', 14.5, 'TO-39'],
      ['MLX90632SLD-DCB-000', 'Infrared thermometer, miniature SMD, medical accuracy', 5.9, 'QFN-4 3x3'],
      ['MLX90640ESF-BAA-000', 'Infrared thermal array, 32x24 pixels', 39, 'TO-39'],
    ],
    suffixes: (pk) => (pk === 'TO-39' ? [sfx('-TU', 'Tube'), sfx('-SP', 'Tray')] : [TAPE('-RE')]),
    doc: (name) => name.slice(0, 8),
  }),
]

// NTC thermistors: resistance at 25 °C (E6 × 10^e Ω) and B constant.
const B_VALUES = ['3380', '3435', '3950', '4050', '4250'] as const
function ntcSeries(
  manufacturer: number,
  weight: number,
  sizes: readonly string[],
  doc: string,
  format: (size: string, code: string, b: string) => string,
  suffixes: readonly Suffix[] = PLAIN,
): Series {
  return {
    manufacturer,
    category: cat('thermistors'),
    weight,
    suffixes,
    make(random) {
      const size = random.pick(sizes)
      const value = { m: random.pick(E6), e: random.int(2, 4) }
      const ohms = value.m * 10 ** value.e
      const b = random.pick(B_VALUES)
      const text = ohms >= 1000 ? `${ohms / 1000} kΩ` : `${ohms} Ω`
      return {
        base: format(size, multiplierCode(value, 2), b),
        package: size.length === 4 ? `${size} SMD` : size,
        description: `NTC thermistor, ${text} at 25 °C, B25/50 ${b} K, ±1%, ${size}`,
        price: 0.02 * random.float(0.7, 2.5),
        attributes: [
          { name: 'Resistance at 25 °C', value: text },
          { name: 'B constant', value: `${b} K` },
        ],
        doc,
      }
    },
  }
}

const MURATA_NTC: Readonly<Record<string, string>> = { '0201': '03', '0402': '15', '0603': '18', '0805': '21' }
const MURATA_B: Readonly<Record<string, string>> = {
  '3380': 'XH',
  '3435': 'XH',
  '3950': 'XW',
  '4050': 'WF',
  '4250': 'XM',
}
const thermistors: Series[] = [
  ntcSeries(
    mfr('murata'),
    3,
    ['0201', '0402', '0603', '0805'],
    'NCP_series',
    (size, code, b) => `NCP${MURATA_NTC[size] ?? '15'}${MURATA_B[b] ?? 'XH'}${code}F03R`,
    [TAPE('C'), TAPE('B')],
  ),
  ntcSeries(
    mfr('tdk'),
    3,
    ['0402', '0603', '0805'],
    'ntc_smd_automotive_ntcg_en',
    (size, code) => `NTCG${size === '0402' ? '103' : size === '0603' ? '163' : '203'}JF${code}F`,
    [TAPE('T1'), TAPE('TDS')],
  ),
  ntcSeries(mfr('vishay'), 2, ['0402', '0603', '0805'], '29134', (size, code) => `NTCS${size}E3${code}F`, [
    TAPE('MT'),
    TAPE('HT'),
  ]),
  ntcSeries(
    mfr('sunlord'),
    2,
    ['0402', '0603'],
    'SDNT_Series',
    (size, code, b) => `SDNT${size === '0402' ? '1005' : '1608'}X${code}F${b}FTF`,
  ),
  ntcSeries(mfr('tdk'), 1, ['Radial leaded, 2.5 mm'], 'ntc_leaded_b57861s', (_size, code) => `B57861S0${code}F040`),
]

const motion: Series[] = [
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('motion-sensors'),
    weight: 3,
    rows: [
      ['LSM6DSO', '6-axis IMU, accelerometer and gyroscope, I2C/SPI', 2.9, 'LGA-14 2.5x3'],
      ['LSM6DSOX', '6-axis IMU with machine learning core', 3.3, 'LGA-14 2.5x3'],
      ['LSM6DSV16X', '6-axis IMU with sensor fusion', 3.9, 'LGA-14 2.5x3'],
      ['ISM330DHCX', 'Industrial 6-axis IMU, extended temperature', 6.5, 'LGA-14 2.5x3'],
      ['LIS3DH', '3-axis accelerometer, ±16 g, ultra-low power', 1.1, 'LGA-16 3x3'],
      ['LIS2DH12', '3-axis accelerometer, ±16 g, ultra-low power', 0.9, 'LGA-12 2x2'],
      ['LIS2DW12', '3-axis accelerometer, ±16 g, 12-bit', 1.1, 'LGA-12 2x2'],
      ['IIS2DLPC', 'Industrial 3-axis accelerometer', 1.6, 'LGA-12 2x2'],
      ['LSM303AGR', 'e-compass, 3-axis accelerometer and magnetometer', 2.6, 'LGA-12 2x2'],
      ['LIS3MDL', '3-axis magnetometer, ±16 gauss', 1.6, 'LGA-12 2x2'],
    ],
    suffixes: [TAPE('TR'), sfx('', 'Tray')],
    doc: (name) => name.toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('tdk'),
    category: cat('motion-sensors'),
    weight: 2,
    rows: [
      ['ICM-42688-P', '6-axis IMU, high precision, I2C/SPI', 3.9, 'LGA-14 2.5x3'],
      ['ICM-42605', '6-axis IMU, low power', 2.9, 'LGA-14 2.5x3'],
      ['ICM-42670-P', '6-axis IMU, low power, APEX motion functions', 2.4, 'LGA-14 2.5x3'],
      ['ICM-20948', '9-axis IMU with magnetometer', 5.2, 'QFN-24 3x3'],
      ['MPU-6500', '6-axis motion tracking device', 3.4, 'QFN-24 3x3'],
      ['IAM-20680', 'Automotive 6-axis IMU, AEC-Q100', 4.9, 'LGA-16 3x3'],
    ],
    suffixes: [TAPE('')],
    doc: (name) => `DS-000${name.replace(/\D/g, '').slice(0, 3)}`,
  }),
  tableSeries({
    manufacturer: mfr('bosch-sensortec'),
    category: cat('motion-sensors'),
    weight: 2,
    rows: [
      ['BMI270', '6-axis IMU for wearables, ultra-low power', 2.9, 'LGA-14 2.5x3'],
      ['BMI088', '6-axis IMU for drones and robotics', 4.9, 'LGA-16 3x4.5'],
      ['BMI323', '6-axis IMU, low power', 2.6, 'LGA-14 2.5x3'],
      ['BMA400', '3-axis accelerometer, ultra-low power', 1.5, 'LGA-12 2x2'],
      ['BNO055', '9-axis absolute orientation sensor with fusion', 9.9, 'LGA-28 3.8x5.2'],
    ],
    suffixes: [TAPE('')],
    doc: (name) => `bst-${name.toLowerCase()}-ds000`,
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('motion-sensors'),
    weight: 2,
    packages: {
      CCZ: pkg('BCCZ', 'LGA-14 3x5', [TAPE('-RL7'), sfx('', 'Tray')]),
      EZ: pkg('BEZ', 'LCC-14 6x6', [TAPE('-RL7'), sfx('', 'Tray')]),
    },
    devices: [
      ['ADXL345', '3-axis accelerometer, ±16 g, 13-bit, I2C/SPI', 3.9, 'CCZ'],
      ['ADXL362', '3-axis accelerometer, ±8 g, micropower', 3.6, 'CCZ'],
      ['ADXL355', '3-axis accelerometer, low noise, ±8 g, 20-bit', 22, 'EZ'],
      ['ADXL375', '3-axis accelerometer, ±200 g', 9.9, 'CCZ'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('nxp'),
    category: cat('motion-sensors'),
    weight: 1,
    rows: [
      ['FXOS8700CQ', '6-axis accelerometer and magnetometer', 3.4, 'QFN-16 3x3'],
      ['MMA8452Q', '3-axis accelerometer, ±8 g, 12-bit', 1.6, 'QFN-16 3x3'],
      ['FXLS8974CF', '3-axis accelerometer, ±16 g', 1.2, 'DFN-10 2x2'],
    ],
    suffixes: [TAPE('R1'), TAPE('R3')],
  }),
  tableSeries({
    manufacturer: mfr('murata'),
    category: cat('motion-sensors'),
    weight: 1,
    rows: [
      ['SCA3300-D01', 'Industrial 3-axis accelerometer, high stability', 24, 'SOIC-24 (DFL)'],
      ['SCH16T-K01', '6-axis IMU, industrial, high performance', 59, 'SOIC-24 (DFL)'],
    ],
    suffixes: [TAPE('-004'), TAPE('-10')],
  }),
]

const magnetic: Series[] = [
  tableSeries({
    manufacturer: mfr('allegro'),
    category: cat('magnetic-sensors'),
    weight: 2,
    rows: [
      ['A1324LUA', 'Linear Hall sensor, 5 mV/G, ratiometric', 0.9, 'SIP-3'],
      ['A1325LUA', 'Linear Hall sensor, 3.125 mV/G, ratiometric', 0.9, 'SIP-3'],
      ['A1324LLHLT', 'Linear Hall sensor, 5 mV/G, ratiometric', 0.9, 'SOT-23W'],
      ['A1120ELHLT', 'Hall-effect switch, unipolar', 0.6, 'SOT-23W'],
      ['A3212EELLT', 'Hall-effect switch, omnipolar, micropower', 0.7, 'SOT-23W'],
      ['APS11753LLHALT', 'Hall-effect switch, two-wire, AEC-Q100', 0.8, 'SOT-23W'],
    ],
    suffixes: (pk) => (pk === 'SIP-3' ? [sfx('-T', 'Bulk')] : [TAPE('-T'), TAPE('-P')]),
    doc: (name) => name.slice(0, 5).toLowerCase(),
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('magnetic-sensors'),
    weight: 2,
    packages: TI,
    devices: [
      ['DRV5032FB', 'Hall-effect switch, omnipolar, ultra-low power', 0.35, 'DBZ'],
      ['DRV5032AJ', 'Hall-effect switch, omnipolar, 1.3 µA', 0.35, 'DBZ'],
      ['DRV5053VAQ', 'Analog bipolar Hall sensor, -90 mV/mT', 0.5, 'DBZ'],
      ['DRV5055A1Q', 'Ratiometric linear Hall sensor, 100 mV/mT', 0.45, 'DBZ'],
      ['DRV5055A4Q', 'Ratiometric linear Hall sensor, 12.5 mV/mT', 0.45, 'DBZ'],
      ['TMAG5273A1Q', 'Linear 3D Hall sensor, I2C', 0.9, 'DBV6'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('melexis'),
    category: cat('magnetic-sensors'),
    weight: 2,
    rows: [
      ['MLX90393SLW-ABA-011', 'Triaxis magnetometer, I2C/SPI', 2.9, 'QFN-16 3x3'],
      ['MLX90395KLW-AAA-001', 'Triaxis magnetometer, low noise', 3.2, 'QFN-16 3x3'],
      ['MLX92211LSE-AAA-000', 'Hall-effect latch, low voltage', 0.5, 'TSOT-23'],
      ['MLX92231LSE-AAA-000', 'Hall-effect switch, omnipolar', 0.5, 'TSOT-23'],
      ['MLX90316KDC-BDG-100', 'Triaxis rotary position sensor', 4.9, 'SOIC-8'],
    ],
    suffixes: [TAPE('-RE'), sfx('-TU', 'Tube')],
    doc: (name) => name.slice(0, 8),
  }),
  tableSeries({
    manufacturer: mfr('honeywell'),
    category: cat('magnetic-sensors'),
    weight: 1,
    rows: [
      ['SS49E', 'Linear Hall sensor, 1.8 mV/G', 0.6, 'TO-92-3'],
      ['SS495A1', 'Linear Hall sensor, ratiometric, 3.125 mV/G', 2.9, 'TO-92-3'],
      ['SS441A', 'Hall-effect switch, unipolar', 0.9, 'TO-92-3'],
      ['SS311PT', 'Hall-effect latch, bipolar, SMD', 0.8, 'SOT-89'],
    ],
    suffixes: PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('infineon'),
    category: cat('magnetic-sensors'),
    weight: 1,
    rows: [
      ['TLV493D-A1B6', '3D magnetic sensor, I2C, low power', 1.5, 'TSOP-6'],
      ['TLE4913', 'Hall-effect switch, micropower', 0.6, 'SOT-23'],
      ['TLE5012B E1000', 'GMR angle sensor, 15-bit, SSC', 4.5, 'DSO-8'],
    ],
    suffixes: [TAPE('HTSA2'), TAPE('XUMA1')],
  }),
]

const current: Series[] = [
  tableSeries({
    manufacturer: mfr('allegro'),
    category: cat('current-sensors'),
    weight: 3,
    rows: [
      ['ACS712ELCTR-05B', 'Hall-effect current sensor, ±5 A, 185 mV/A', 2.4, 'SOIC-8'],
      ['ACS712ELCTR-20A', 'Hall-effect current sensor, ±20 A, 100 mV/A', 2.4, 'SOIC-8'],
      ['ACS712ELCTR-30A', 'Hall-effect current sensor, ±30 A, 66 mV/A', 2.4, 'SOIC-8'],
      ['ACS723LLCTR-05AB', 'Hall-effect current sensor, ±5 A, 400 mV/A', 2.9, 'SOIC-8'],
      ['ACS723LLCTR-10AB', 'Hall-effect current sensor, ±10 A, 200 mV/A', 2.9, 'SOIC-8'],
      ['ACS724LLCTR-20AB', 'Hall-effect current sensor, ±20 A, 100 mV/A', 3.2, 'SOIC-8'],
      ['ACS725LLCTR-30AU', 'Hall-effect current sensor, 0 to 30 A, 133 mV/A', 3.1, 'SOIC-8'],
      ['ACS758LCB-050B-PFF', 'Hall-effect current sensor, ±50 A, CB package', 6.9, 'CB-5'],
    ],
    suffixes: (pk) => (pk === 'CB-5' ? [sfx('-T', 'Bulk')] : [TAPE('-T')]),
    doc: (name) => name.slice(0, 6),
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('current-sensors'),
    weight: 3,
    packages: TI,
    devices: [
      ['INA219AI', 'Current and power monitor, 26 V, 12-bit, I2C', 1.2, 'DCN D'],
      ['INA226AI', 'Current and power monitor, 36 V, 16-bit, I2C', 1.7, 'DGS'],
      ['INA228AI', 'Current and power monitor, 85 V, 20-bit, I2C', 2.6, 'DGS'],
      ['INA180A1I', 'Current-sense amplifier, 26 V, gain 20', 0.3, 'DBV'],
      ['INA180A3I', 'Current-sense amplifier, 26 V, gain 100', 0.3, 'DBV'],
      ['INA181A2I', 'Bidirectional current-sense amplifier, gain 50', 0.35, 'DBV'],
      ['INA240A2', 'Current-sense amplifier, -4 V to 80 V, PWM rejection', 1.1, 'PW D'],
      ['INA199A1', 'Current-sense amplifier, 26 V, zero drift', 0.45, 'DCK'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('melexis'),
    category: cat('current-sensors'),
    weight: 1,
    rows: [
      ['MLX91220KDF-ABF-025', 'Hall-effect current sensor, ±25 A, isolated', 3.5, 'SOIC-16'],
      ['MLX91221KDF-ABF-050', 'Hall-effect current sensor, ±50 A, isolated', 3.9, 'SOIC-16'],
      ['MLX91216LDC-ACH-002', 'Hall-effect current sensor for busbars', 2.4, 'SOIC-8'],
    ],
    suffixes: [TAPE('-RE'), sfx('-SP', 'Tray')],
    doc: (name) => name.slice(0, 8),
  }),
]

export const SENSOR_SERIES: readonly Series[] = [...temperature, ...thermistors, ...motion, ...magnetic, ...current]
