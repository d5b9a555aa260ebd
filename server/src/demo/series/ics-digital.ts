import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { type Device, type Series, type Suffix, deviceSeries, pkg, sfx, tableSeries } from './kit.ts'
import { ADI, MAXIM, MCHP, TI, TI_RT, microchipCompose } from './packages.ts'

/**
 * Memory, interface, logic, clock and timing ICs: Winbond `W25Q128JVSIQ` (`TR` reel), GigaDevice
 * `GD25Q64CSIGR`, Microchip `24LC256T-I/SN`, ST `M24C02-RMN6TP`, NXP `TJA1042T/3,118`, Maxim
 * `DS3231SN#T&R`, Nexperia `74HC595D-Q100,118`, FTDI `FT232RL-REEL`, Silicon Labs `CP2102N-A02-GQFN28R`.
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

const MBIT: Readonly<Record<string, string>> = {
  '16': '16 Mbit',
  '32': '32 Mbit',
  '64': '64 Mbit',
  '128': '128 Mbit',
  '256': '256 Mbit',
  '512': '512 Mbit',
}

function norDevices(
  prefix: string,
  sizes: readonly string[],
  variants: readonly string[],
  volts: string,
  packages: string,
  price: number,
  endings: readonly string[],
): Device[] {
  return sizes.flatMap((size) =>
    variants.flatMap((variant) =>
      endings.map((ending): Device => [
        `${prefix}${size}${variant}|${ending}`,
        `Serial NOR flash, ${MBIT[size] ?? `${size} Mbit`}, SPI/Quad SPI, 133 MHz, ${volts}`,
        price * Math.sqrt(Number(size) / 16),
        packages,
        `${prefix}${size}${variant}`.toLowerCase(),
      ]),
    ),
  )
}

const splitBase = (device: string, pk: { readonly code: string }): string => {
  const [name, ending] = device.split('|')
  return `${name ?? device}${pk.code}${ending ?? ''}`
}

const flash: Series[] = [
  deviceSeries({
    manufacturer: mfr('winbond'),
    category: cat('flash-memory'),
    weight: 6,
    packages: {
      SS: pkg('SS', 'SOIC-8 208 mil', [sfx('', 'Tube'), TAPE('TR')]),
      SN: pkg('SN', 'SOIC-8 150 mil', [sfx('', 'Tube'), TAPE('TR')]),
      ZP: pkg('ZP', 'WSON-8 6x5', [sfx('', 'Tray'), TAPE('TR')]),
      UX: pkg('UX', 'USON-8 2x3', [TAPE('TR'), sfx('', 'Tray')]),
      S: pkg('S', 'SOIC-8 208 mil', [sfx('', 'Tube'), TAPE('TR')]),
      F: pkg('F', 'SOIC-16 300 mil', [sfx('', 'Tube'), TAPE('TR')], 1.2),
      E: pkg('E', 'WSON-8 8x6', [sfx('', 'Tray'), TAPE('TR')], 1.1),
    },
    base: splitBase,
    devices: [
      ...norDevices('W25Q', ['16', '32', '64'], ['JV', 'JW', 'FW'], '3.3 V', 'SS SN ZP UX', 0.25, ['IQ', 'IM']),
      ...norDevices('W25Q', ['128', '256', '512'], ['JV', 'JW'], '3.3 V', 'S F E', 0.5, ['IQ', 'IM']),
      ['W25N01GV|IG', 'Serial NAND flash, 1 Gbit, SPI, 104 MHz, 3.3 V', 1.9, 'ZP E', 'w25n01gv'],
      ['W25N02KV|IR', 'Serial NAND flash, 2 Gbit, SPI, 104 MHz, 3.3 V', 2.9, 'E', 'w25n02kv'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('gigadevice'),
    category: cat('flash-memory'),
    weight: 4,
    packages: {
      S: pkg('S', 'SOP-8 208 mil', [sfx('', 'Tube'), TAPE('R')]),
      T: pkg('T', 'SOP-8 150 mil', [sfx('', 'Tube'), TAPE('R')]),
      W: pkg('W', 'WSON-8 6x5', [sfx('', 'Tray'), TAPE('R')]),
      N: pkg('N', 'USON-8 3x2', [TAPE('R'), sfx('', 'Tray')]),
    },
    base: splitBase,
    devices: [
      ...norDevices('GD25Q', ['16', '32', '64', '128'], ['C', 'E'], '3.3 V', 'S T W N', 0.2, ['IG']),
      ...norDevices('GD25LQ', ['16', '32', '64', '128'], ['C', 'E'], '1.8 V', 'T W N', 0.22, ['IG']),
    ],
  }),
  tableSeries({
    manufacturer: mfr('macronix'),
    category: cat('flash-memory'),
    weight: 3,
    rows: [
      ['MX25L1606EM1I-12G', 'Serial NOR flash, 16 Mbit, SPI, 86 MHz, 3.3 V', 0.3, 'SOP-8 150 mil'],
      ['MX25L3233FM2I-08G', 'Serial NOR flash, 32 Mbit, SPI, 133 MHz, 3.3 V', 0.4, 'SOP-8 208 mil'],
      ['MX25L6433FM2I-08G', 'Serial NOR flash, 64 Mbit, SPI, 133 MHz, 3.3 V', 0.6, 'SOP-8 208 mil'],
      ['MX25L6433FZNI-08G', 'Serial NOR flash, 64 Mbit, SPI, 133 MHz, 3.3 V', 0.65, 'WSON-8 6x5'],
      ['MX25L12835FM2I-10G', 'Serial NOR flash, 128 Mbit, SPI, 104 MHz, 3.3 V', 0.9, 'SOP-8 208 mil'],
      ['MX25L12833FM2I-10G', 'Serial NOR flash, 128 Mbit, SPI, 133 MHz, 3.3 V', 0.95, 'SOP-8 208 mil'],
      ['MX25L25645GM2I-08G', 'Serial NOR flash, 256 Mbit, SPI, 133 MHz, 3.3 V', 1.9, 'SOP-8 208 mil'],
      ['MX25R6435FM2IL0', 'Serial NOR flash, 64 Mbit, ultra-low power, 1.65 V to 3.6 V', 0.8, 'SOP-8 208 mil'],
      ['MX25U12835FM2I-10G', 'Serial NOR flash, 128 Mbit, SPI, 1.8 V', 1, 'SOP-8 208 mil'],
      ['MX25U25645GZ4I00', 'Serial NOR flash, 256 Mbit, SPI, 1.8 V', 2.1, 'WSON-8 8x6'],
    ],
    suffixes: [sfx('', 'Tube'), TAPE('R')],
    doc: (name) => name.slice(0, 11),
  }),
]

const EEPROM_KBIT = ['01', '02', '04', '08', '16', '32', '64', '128', '256', '512'] as const
const kbitText = (code: string): string => `${Number(code)} Kbit`
/** The 24LC density codes carry a die revision letter below 64 Kbit. */
const LC_SUFFIX: Readonly<Record<string, string>> = {
  '01': '01B',
  '02': '02B',
  '04': '04B',
  '08': '08B',
  '16': '16B',
  '32': '32A',
}

const eeprom: Series[] = [
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('eeprom'),
    weight: 5,
    packages: MCHP,
    compose: microchipCompose,
    devices: [
      ...EEPROM_KBIT.map((k): Device => [
        `24LC${LC_SUFFIX[k] ?? Number(k)}`,
        `I2C serial EEPROM, ${kbitText(k)}, 400 kHz, 2.5 V to 5.5 V`,
        0.1 + Number(k) / 400,
        'SN SNE P MS OT',
        '24lc',
      ]),
      ...['02B', '04B', '32A', '64', '128', '256', '512'].map((k): Device => [
        `24AA${k}`,
        `I2C serial EEPROM, ${Number.parseInt(k, 10)} Kbit, 1.7 V to 5.5 V`,
        0.12 + Number.parseInt(k, 10) / 400,
        'SN MS OT',
        '24aa',
      ]),
      ...(
        [
          ['080C', 8],
          ['160C', 16],
          ['320A', 32],
          ['640A', 64],
          ['256', 256],
          ['512', 512],
        ] as const
      ).map(([k, kbit]): Device => [
        `25LC${k}`,
        `SPI serial EEPROM, ${kbit} Kbit, 10 MHz`,
        0.15 + kbit / 300,
        'SN SNE P MS',
        '25lc',
      ]),
      ['24AA02E48', 'I2C serial EEPROM, 2 Kbit, with EUI-48 MAC address', 0.3, 'SN OT', '24aa02e48'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('eeprom'),
    weight: 3,
    packages: {
      SSHM: pkg('-SSHM', 'SOIC-8', [TAPE('-T'), sfx('-B', 'Tube')]),
      XHM: pkg('-XHM', 'TSSOP-8', [TAPE('-T'), sfx('-B', 'Tube')]),
      MAHM: pkg('-MAHM', 'UDFN-8 2x3', [TAPE('-T')]),
      STUM: pkg('-STUM', 'SOT-23-5', [TAPE('-T')]),
    },
    devices: ['01D', '02D', '04D', '08D', '16D', '32E', '64D', '128C', '256C', '512C'].map((k): Device => [
      `AT24C${k}`,
      `I2C serial EEPROM, ${Number.parseInt(k, 10)} Kbit, 1 MHz, 1.7 V to 5.5 V`,
      0.12 + Number.parseInt(k, 10) / 400,
      'SSHM XHM MAHM STUM',
      `at24c${k.toLowerCase()}`,
    ]),
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('eeprom'),
    weight: 3,
    packages: {
      MN: pkg('MN6', 'SO-8', [TAPE('TP'), sfx('', 'Tube')]),
      DW: pkg('DW6', 'TSSOP-8', [TAPE('TP'), sfx('', 'Tube')]),
      MC: pkg('MC6', 'UFDFPN-8 2x3', [TAPE('TG')]),
    },
    devices: [
      ...['01', '02', '04', '08', '16', '32', '64'].flatMap((k): Device[] => [
        [
          `M24C${k}-R`,
          `I2C serial EEPROM, ${Number(k)} Kbit, 1.8 V to 5.5 V`,
          0.1 + Number(k) / 400,
          'MN DW MC',
          `m24c${k}-r`,
        ],
        [
          `M24C${k}-W`,
          `I2C serial EEPROM, ${Number(k)} Kbit, 2.5 V to 5.5 V`,
          0.1 + Number(k) / 400,
          'MN DW',
          `m24c${k}-w`,
        ],
      ]),
      ['M24256-BR', 'I2C serial EEPROM, 256 Kbit, 1.8 V to 5.5 V', 0.35, 'MN DW MC', 'm24256-br'],
      ['M24512-R', 'I2C serial EEPROM, 512 Kbit, 1.8 V to 5.5 V', 0.6, 'MN DW', 'm24512-r'],
      ['M95256-R', 'SPI serial EEPROM, 256 Kbit, 1.8 V to 5.5 V', 0.4, 'MN DW MC', 'm95256-r'],
      ['M95640-W', 'SPI serial EEPROM, 64 Kbit, 2.5 V to 5.5 V', 0.25, 'MN DW', 'm95640-w'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('onsemi'),
    category: cat('eeprom'),
    weight: 2,
    packages: {
      WI: pkg('WI', 'SOIC-8', [TAPE('-GT3'), sfx('-G', 'Tube')]),
      YI: pkg('YI', 'TSSOP-8', [TAPE('-GT3'), sfx('-G', 'Tube')]),
      HU4I: pkg('HU4I', 'UDFN-8 2x3', [TAPE('-GT3')]),
      TDI: pkg('TDI', 'TSOT-23-5', [TAPE('-GT3')]),
    },
    devices: ['02', '04', '08', '16', '32', '64', '128', '256', '512'].map((k): Device => [
      `CAT24C${k}`,
      `I2C serial EEPROM, ${Number(k)} Kbit, 1 MHz`,
      0.1 + Number(k) / 400,
      'WI YI HU4I TDI',
      `cat24c${k}`,
    ]),
  }),
  deviceSeries({
    manufacturer: mfr('rohm'),
    category: cat('eeprom'),
    weight: 1,
    packages: {
      FJ: pkg('FJ-5', 'SOP-J8', [TAPE('GE2'), TAPE('E2')]),
      FVT: pkg('FVT-5', 'TSSOP-B8', [TAPE('GE2'), TAPE('E2')]),
    },
    devices: ['01', '02', '04', '08', '16', '32', '64', '128', '256'].map((k): Device => [
      `BR24G${k}`,
      `I2C serial EEPROM, ${Number(k)} Kbit, 1.6 V to 5.5 V`,
      0.1 + Number(k) / 400,
      'FJ FVT',
      `br24g${k}`,
    ]),
  }),
]

const NXP_REEL: readonly Suffix[] = [TAPE(',118'), sfx(',112', 'Tube')]
const interfaces: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('interface-transceivers'),
    weight: 6,
    packages: {
      ...TI,
      DUB: pkg('DUB', 'SOP-8 wide', [TAPE('R'), sfx('', 'Tube')], 1.3),
      DB: pkg('DB', 'SSOP-16', [TAPE('R'), sfx('', 'Tube')]),
    },
    devices: [
      ['SN65HVD230', 'CAN transceiver, 3.3 V, 1 Mbit/s, standby mode', 0.9, 'D'],
      ['SN65HVD232', 'CAN transceiver, 3.3 V, 1 Mbit/s', 0.85, 'D'],
      ['SN65HVD233', 'CAN transceiver, 3.3 V, 1 Mbit/s, loopback', 1.1, 'D'],
      ['TCAN1042H', 'CAN FD transceiver, 5 Mbit/s, ±58 V bus fault protection', 0.7, 'D DRB'],
      ['TCAN1042V', 'CAN FD transceiver, 5 Mbit/s, I/O level shifting, AEC-Q100', 0.9, 'DQ'],
      ['TCAN1051H', 'CAN FD transceiver, 5 Mbit/s', 0.6, 'D DRB'],
      ['SN65HVD75', 'RS-485 transceiver, 3.3 V, 20 Mbit/s, half duplex', 1.1, 'D DGK DRB'],
      ['SN65HVD72', 'RS-485 transceiver, 3.3 V, 250 kbit/s, half duplex', 0.9, 'D DGK'],
      ['THVD1450', 'RS-485 transceiver, 3 V to 5.5 V, 50 Mbit/s, ±18 kV IEC ESD', 1.2, 'D DGK'],
      ['THVD1410', 'RS-485 transceiver, 3 V to 5.5 V, 500 kbit/s', 0.8, 'D DGK'],
      ['MAX3232EI', 'RS-232 transceiver, 3 V to 5.5 V, 2 drivers, 2 receivers', 0.9, 'D16 PW16 DB'],
      ['MAX3221EI', 'RS-232 transceiver, 1 driver, 1 receiver, auto-powerdown', 1.2, 'PW16 DB'],
      ['ISO7721', 'Digital isolator, 2 channels, 5 kV rms, 100 Mbit/s', 1.4, 'D DW'],
      ['ISO1050', 'Isolated CAN transceiver, 5 kV rms', 3.4, 'DUB DW'],
      ['ISO1042', 'Isolated CAN FD transceiver, 5 kV rms', 3.1, 'DW'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('nxp'),
    category: cat('interface-transceivers'),
    weight: 4,
    packages: {
      T: pkg('T', 'SO-8', NXP_REEL),
      TK: pkg('TK', 'HVSON-8 3x3', [TAPE(',118')]),
      GT: pkg('GT', 'SO-8', [TAPE('Z'), TAPE('J')]),
    },
    base: splitBase,
    devices: [
      ['TJA1042|/3', 'CAN FD transceiver, high speed, standby mode', 0.7, 'T TK', 'TJA1042'],
      ['TJA1042|/1', 'CAN FD transceiver, high speed, standby mode, VIO', 0.75, 'T TK', 'TJA1042'],
      ['TJA1051|/3', 'CAN transceiver, high speed, silent mode', 0.6, 'T TK', 'TJA1051'],
      ['TJA1057|/1', 'CAN transceiver, high speed, 5 Mbit/s', 0.55, 'T', 'TJA1057'],
      ['TJA1044|/3', 'CAN FD transceiver, standby mode, low power', 0.6, 'GT', 'TJA1044'],
      ['TJA1021|/20', 'LIN 2.2 transceiver', 0.5, 'T', 'TJA1021'],
      ['TJA1029|/20', 'LIN 2.2 transceiver, low power', 0.45, 'T TK', 'TJA1029'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('interface-transceivers'),
    weight: 3,
    packages: { ...MCHP, SOCAN: pkg('-I/SO', 'SOIC-18', [sfx('', 'Tube'), TAPE('T')], 1.2) },
    compose: microchipCompose,
    devices: [
      ['MCP2551', 'CAN transceiver, 1 Mbit/s', 0.9, 'SN P SNE'],
      ['MCP2562FD', 'CAN FD transceiver, 8 Mbit/s, VIO', 0.8, 'SN SNE MF'],
      ['MCP2542FD', 'CAN FD transceiver, 8 Mbit/s', 0.75, 'SN SNE MF'],
      ['MCP2515', 'Stand-alone CAN controller, SPI', 1.6, 'SOCAN P'],
      ['MCP23017', 'I/O expander, 16 bits, I2C', 1.1, 'SS SO'],
      ['MCP23S17', 'I/O expander, 16 bits, SPI', 1.1, 'SS SO'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('interface-transceivers'),
    weight: 3,
    packages: ADI,
    devices: [
      ['ADM3485EA', 'RS-485 transceiver, 3.3 V, 12 Mbit/s, ±15 kV ESD', 1.6, 'RZ'],
      ['ADM3053', 'Isolated CAN transceiver with isolated power, 2.5 kV rms', 6.9, 'BRWZ'],
      ['ADM2587E', 'Isolated RS-485 transceiver with isolated power', 7.8, 'BRWZ'],
      ['ADUM1201A', 'Digital isolator, 2 channels, 2.5 kV rms', 1.4, 'RZ'],
      ['ADUM1250A', 'Hot-swappable I2C isolator, 2.5 kV rms', 2.9, 'RZ'],
      ['ADM3202A', 'RS-232 line driver/receiver, 3.3 V', 1.2, 'RZ14 RUZ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('interface-transceivers'),
    weight: 3,
    packages: MAXIM,
    devices: [
      ['MAX485E', 'RS-485 transceiver, 5 V, 2.5 Mbit/s', 0.9, 'SA'],
      ['MAX485C', 'RS-485 transceiver, 5 V, 2.5 Mbit/s, commercial', 0.7, 'SA'],
      ['MAX3485E', 'RS-485 transceiver, 3.3 V, 10 Mbit/s', 1.2, 'SA'],
      ['MAX13487EE', 'RS-485 transceiver, AutoDirection, ±15 kV ESD', 1.4, 'SA'],
      ['MAX3232E', 'RS-232 transceiver, 3 V to 5.5 V, 2 drivers, 2 receivers', 1.1, 'SE UE PE'],
      ['MAX232E', 'RS-232 transceiver, 5 V, 2 drivers, 2 receivers', 1, 'SE PE'],
      ['MAX14830E', 'Quad UART, SPI/I2C, 128-word FIFOs', 5.1, 'ATP'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('interface-transceivers'),
    weight: 2,
    packages: {
      BDR: pkg('BDR', 'SO-8', [sfx('', 'Tape & Reel')]),
      BTR: pkg('BTR', 'TSSOP-16', [sfx('', 'Tape & Reel')]),
    },
    devices: [
      ['ST3232E', 'RS-232 transceiver, 3 V to 5.5 V, ±15 kV ESD', 0.6, 'BTR'],
      ['ST485E', 'RS-485 transceiver, 5 V, ±15 kV ESD', 0.5, 'BDR'],
      ['ST3485E', 'RS-485 transceiver, 3.3 V, 12 Mbit/s', 0.6, 'BDR'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('renesas'),
    category: cat('interface-transceivers'),
    weight: 1,
    packages: {
      IBZ: pkg('IBZ', 'SOIC-8', [sfx('', 'Tube'), TAPE('-T'), TAPE('-T7A')]),
      IUZ: pkg('IUZ', 'MSOP-8', [sfx('', 'Tube'), TAPE('-T')]),
    },
    devices: [
      ['ISL3179E', 'RS-485 transceiver, 3.3 V, 20 Mbit/s, ±16.5 kV ESD', 1.4, 'IBZ IUZ'],
      ['ISL83485', 'RS-485 transceiver, 3.3 V, 10 Mbit/s', 1.1, 'IBZ'],
      ['ISL3172E', 'RS-485 transceiver, 3.3 V, 250 kbit/s', 1.2, 'IBZ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('infineon'),
    category: cat('interface-transceivers'),
    weight: 1,
    packages: { SJ: pkg('SJ', 'PG-DSO-8', [TAPE('XUMA1', true)]), LE: pkg('LE', 'PG-TSON-8', [TAPE('XUMA1', true)]) },
    devices: [
      ['TLE9251V', 'Automotive CAN transceiver, high speed, 5 Mbit/s', 0.9, 'SJ LE'],
      ['TLE9250X', 'Automotive CAN transceiver, high speed', 0.8, 'SJ LE'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('silicon-labs'),
    category: cat('interface-transceivers'),
    weight: 1,
    packages: {
      IS1: pkg('-B-IS1', 'SOIC-16 narrow', [sfx('', 'Tube'), TAPE('R')]),
      IS: pkg('-B-IS', 'SOIC-16 wide', [sfx('', 'Tube'), TAPE('R')]),
    },
    devices: [
      ['SI8641BB', 'Digital isolator, 4 channels, 3 forward 1 reverse, 2.5 kV rms', 1.7, 'IS1 IS'],
      ['SI8621BB', 'Digital isolator, 2 channels, 2.5 kV rms', 1.1, 'IS1'],
      ['SI8660BC', 'Digital isolator, 6 channels, 3.75 kV rms', 2.2, 'IS1 IS'],
    ],
  }),
]

const usb: Series[] = [
  tableSeries({
    manufacturer: mfr('ftdi'),
    category: cat('usb-bridges'),
    weight: 4,
    rows: [
      ['FT232RL', 'USB to UART bridge, full speed, integrated EEPROM and clock', 3.9, 'SSOP-28'],
      ['FT232RQ', 'USB to UART bridge, full speed', 4.1, 'QFN-32 5x5'],
      ['FT231XS', 'USB to full-handshake UART bridge, full speed', 2.1, 'SSOP-20'],
      ['FT230XS', 'USB to basic UART bridge, full speed', 1.9, 'SSOP-16'],
      ['FT2232HL', 'USB to dual UART/MPSSE bridge, high speed', 5.9, 'LQFP-64'],
      ['FT232HQ', 'USB to UART/MPSSE bridge, high speed', 4.6, 'QFN-48 8x8'],
      ['FT4232HL', 'USB to quad UART/MPSSE bridge, high speed', 7.4, 'LQFP-64'],
      ['FT260Q', 'USB to I2C and UART HID bridge', 2.4, 'WQFN-28 5x5'],
    ],
    suffixes: (pk) =>
      pk === 'SSOP-20' || pk === 'SSOP-16' ? [TAPE('-R'), sfx('-U', 'Tube')] : [TAPE('-REEL'), sfx('-TRAY', 'Tray')],
    doc: (name) => `DS_${name.slice(0, 6)}`,
  }),
  tableSeries({
    manufacturer: mfr('silicon-labs'),
    category: cat('usb-bridges'),
    weight: 4,
    rows: [
      ['CP2102N-A02-GQFN28', 'USB to UART bridge, full speed, 3 Mbit/s', 1.6, 'QFN-28 5x5'],
      ['CP2102N-A02-GQFN24', 'USB to UART bridge, full speed, 3 Mbit/s', 1.5, 'QFN-24 4x4'],
      ['CP2104-F03-GM', 'USB to UART bridge with USB-powered I/O', 2, 'QFN-24 4x4'],
      ['CP2105-F01-GM', 'USB to dual UART bridge', 2.4, 'QFN-24 4x4'],
      ['CP2112-F03-GM', 'USB to SMBus/I2C bridge, HID', 2.2, 'QFN-24 4x4'],
      ['CP2108-B03-GM', 'USB to quad UART bridge', 3.9, 'QFN-64 9x9'],
    ],
    suffixes: [sfx('', 'Tray'), TAPE('R')],
    doc: (name) => name.slice(0, 6).toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('wch'),
    category: cat('usb-bridges'),
    weight: 4,
    rows: [
      ['CH340G', 'USB to UART bridge, full speed', 0.3, 'SOP-16'],
      ['CH340C', 'USB to UART bridge, built-in clock', 0.32, 'SOP-16'],
      ['CH340E', 'USB to UART bridge, built-in clock', 0.3, 'MSOP-10'],
      ['CH340N', 'USB to UART bridge, built-in clock', 0.28, 'SOP-8'],
      ['CH340K', 'USB to UART bridge, built-in clock', 0.32, 'ESSOP-10'],
      ['CH341A', 'USB to UART, I2C, SPI and parallel bridge', 0.6, 'SOP-28'],
      ['CH343P', 'USB to high-speed UART bridge, 6 Mbit/s', 0.45, 'QFN-16 3x3'],
      ['CH9102F', 'USB to UART bridge, built-in clock', 0.35, 'QFN-24 4x4'],
      ['CH334P', 'USB 2.0 hub controller, 4 ports', 0.5, 'QFN-28 4x4'],
    ],
    suffixes: [sfx('', 'Tube')],
    doc: (name) => `${name.slice(0, 5)}DS1`,
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('usb-bridges'),
    weight: 2,
    packages: {
      ...MCHP,
      ML16: pkg('-I/ML', 'QFN-16 4x4', [sfx('', 'Tube'), TAPE('T')]),
      SO20: pkg('-I/SO', 'SOIC-20', [sfx('', 'Tube'), TAPE('T')]),
    },
    compose: microchipCompose,
    devices: [
      ['MCP2221A', 'USB to UART and I2C bridge, HID', 1.4, 'SL ST P ML16'],
      ['MCP2200', 'USB to UART bridge, 8 GPIO', 1.8, 'SO20 SS'],
      ['MCP2210', 'USB to SPI bridge, 9 GPIO', 2, 'SO20 SS'],
      ['USB2514B', 'USB 2.0 hub controller, 4 ports', 2.3, 'ML16'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('usb-bridges'),
    weight: 1,
    packages: { ETG: pkg('ETG', 'TQFN-24 4x4', [sfx('+', 'Tube'), TAPE('+T')]) },
    devices: [['MAX3421E', 'USB peripheral/host controller, SPI', 4.4, 'ETG']],
  }),
]

const NEXPERIA_LOGIC = {
  D: pkg('D', 'SO-14', [TAPE(',653'), sfx(',652', 'Tube'), TAPE('-Q100,118', true)]),
  D16: pkg('D', 'SO-16', [TAPE(',653'), sfx(',652', 'Tube'), TAPE('-Q100,118', true)]),
  PW: pkg('PW', 'TSSOP-14', [TAPE(',118'), TAPE('-Q100,118', true)]),
  PW16: pkg('PW', 'TSSOP-16', [TAPE(',118'), TAPE('-Q100,118', true)]),
  PW20: pkg('PW', 'TSSOP-20', [TAPE(',118'), TAPE('-Q100,118', true)]),
  BQ: pkg('BQ', 'DHVQFN-14 2.5x3', [TAPE(',115')]),
  GW: pkg('GW', 'TSSOP-5 (SC-88A)', [TAPE(',125'), TAPE(',165')]),
  GV: pkg('GV', 'SC-74A', [TAPE(',125')]),
  GM: pkg('GM', 'XSON-6 1x1.45', [TAPE(',115'), TAPE(',132')]),
}

const GATES_1G = [
  ['00', 'single 2-input NAND gate'],
  ['02', 'single 2-input NOR gate'],
  ['04', 'single inverter'],
  ['08', 'single 2-input AND gate'],
  ['14', 'single Schmitt-trigger inverter'],
  ['17', 'single Schmitt-trigger buffer'],
  ['32', 'single 2-input OR gate'],
  ['86', 'single 2-input XOR gate'],
  ['125', 'single bus buffer, 3-state'],
  ['126', 'single bus buffer, 3-state, active-high enable'],
  ['07', 'single buffer, open drain'],
] as const
const MULTI = [
  ['HC595', '8-bit shift register with output latches', 'D16 PW16 BQ'],
  ['HC165', '8-bit parallel-in serial-out shift register', 'D16 PW16'],
  ['HC14', 'hex Schmitt-trigger inverter', 'D PW BQ'],
  ['HC04', 'hex inverter', 'D PW'],
  ['HC00', 'quad 2-input NAND gate', 'D PW'],
  ['HC08', 'quad 2-input AND gate', 'D PW'],
  ['HCT245', 'octal bus transceiver, 3-state', 'PW20'],
  ['LVC245A', 'octal bus transceiver, 3-state, 5 V tolerant', 'PW20'],
  ['HC4051', '8-channel analog multiplexer', 'D16 PW16'],
  ['HC138', '3-to-8 line decoder', 'D16 PW16'],
  ['LVC125A', 'quad buffer, 3-state', 'D PW BQ'],
] as const

const logic: Series[] = [
  deviceSeries({
    manufacturer: mfr('nexperia'),
    category: cat('logic'),
    weight: 6,
    packages: NEXPERIA_LOGIC,
    devices: [
      ...GATES_1G.flatMap(([code, text]): Device[] =>
        ['LVC', 'AHC', 'HC', 'AUP'].map((family): Device => [
          `74${family}1G${code}`,
          `Logic, ${text}, ${family}`,
          0.06,
          'GW GV GM',
          `74${family}1G${code}`,
        ]),
      ),
      ...MULTI.map(([name, text, pks]): Device => [`74${name}`, `Logic, ${text}`, 0.12, pks, `74${name}`]),
      ['74LVC1T45', 'Logic, single-bit dual-supply level translator', 0.12, 'GW GM', '74LVC1T45'],
      ['74LVC2T45', 'Logic, 2-bit dual-supply level translator', 0.15, 'GM', '74LVC2T45'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('logic'),
    weight: 6,
    packages: {
      ...TI,
      DCT: pkg('DCT', 'SSOP-8', TI_RT),
      M: pkg('M', 'SOIC-16', [TAPE('96'), sfx('', 'Tube')]),
      E: pkg('E', 'PDIP-16', [sfx('', 'Tube')]),
    },
    devices: [
      ...GATES_1G.flatMap(([code, text]): Device[] =>
        ['LVC', 'AHC'].map((family): Device => [
          `SN74${family}1G${code}`,
          `Logic, ${text}, ${family}`,
          0.08,
          'DBV DCK DRL',
          `sn74${family.toLowerCase()}1g${code}`,
        ]),
      ),
      ['SN74LVC1T45', 'Logic, single-bit dual-supply level translator', 0.15, 'DBV DCK', 'sn74lvc1t45'],
      ['SN74LVC2T45', 'Logic, 2-bit dual-supply level translator', 0.2, 'DCT DCU', 'sn74lvc2t45'],
      ['SN74LVC8T245', 'Logic, 8-bit dual-supply bus transceiver', 0.7, 'PW20', 'sn74lvc8t245'],
      ['TXS0108E', 'Logic, 8-bit bidirectional level shifter, open-drain', 0.9, 'PW20', 'txs0108e'],
      ['TXB0108', 'Logic, 8-bit bidirectional level shifter, push-pull', 0.9, 'PW20', 'txb0108'],
      ['TXS0102', 'Logic, 2-bit bidirectional level shifter', 0.3, 'DCU', 'txs0102'],
      ['SN74HC595', 'Logic, 8-bit shift register with output latches', 0.2, 'D16 PW16 N16', 'sn74hc595'],
      ['SN74HC165', 'Logic, 8-bit parallel-in serial-out shift register', 0.2, 'D16 PW16 N16', 'sn74hc165'],
      ['SN74HC14', 'Logic, hex Schmitt-trigger inverter', 0.15, 'D14 PW14 N', 'sn74hc14'],
      ['SN74HC04', 'Logic, hex inverter', 0.14, 'D14 PW14 N', 'sn74hc04'],
      ['CD74HC4051', 'Logic, 8-channel analog multiplexer', 0.25, 'M E PW16', 'cd74hc4051'],
      ['CD74HC4067', 'Logic, 16-channel analog multiplexer', 0.6, 'M', 'cd74hc4067'],
      ['CD4017B', 'Logic, decade counter with 10 decoded outputs', 0.2, 'M E', 'cd4017b'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('logic'),
    weight: 3,
    packages: {
      SE: pkg('SE', 'SOT-353', [TAPE('-7')]),
      W5: pkg('W5', 'SOT-25', [TAPE('-7')]),
      S16: pkg('S16', 'SO-16', [TAPE('-13')]),
      T16: pkg('T16', 'TSSOP-16', [TAPE('-13')]),
    },
    devices: [
      ...GATES_1G.flatMap(([code, text]): Device[] =>
        ['LVC', 'AHC'].map((family): Device => [
          `74${family}1G${code}`,
          `Logic, ${text}, ${family}`,
          0.05,
          'SE W5',
          `74${family}1G${code}`,
        ]),
      ),
      ['74HC595', 'Logic, 8-bit shift register with output latches', 0.12, 'S16 T16', '74HC595'],
      ['74HC4051', 'Logic, 8-channel analog multiplexer', 0.14, 'S16 T16', '74HC4051'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('onsemi'),
    category: cat('logic'),
    weight: 3,
    packages: {
      P5X: pkg('P5X', 'SC-70-5', [sfx('', 'Tape & Reel')]),
      M5X: pkg('M5X', 'SOT-23-5', [sfx('', 'Tape & Reel')]),
      DR2G: pkg('DR2G', 'SOIC-16', [sfx('', 'Tape & Reel')]),
      MTCX: pkg('MTCX', 'TSSOP-20', [sfx('', 'Tape & Reel')]),
    },
    devices: [
      ...GATES_1G.map(([code, text]): Device => [
        `NC7SZ${code}`,
        `Logic, ${text}, TinyLogic`,
        0.07,
        'P5X M5X',
        `nc7sz${code}`,
      ]),
      ['MC74HC595A', 'Logic, 8-bit shift register with output latches', 0.15, 'DR2G', 'mc74hc595a'],
      ['MC74HC165A', 'Logic, 8-bit parallel-in serial-out shift register', 0.15, 'DR2G', 'mc74hc165a'],
      ['74LCX245', 'Logic, octal bus transceiver, 5 V tolerant', 0.3, 'MTCX', '74lcx245'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('toshiba'),
    category: cat('logic'),
    weight: 2,
    packages: {
      FU: pkg('FU', 'SSOP-5 (USV)', [TAPE(',LJ(CT'), TAPE(',LF')]),
      FE: pkg('FE', 'SOT-553 (ESV)', [TAPE(',LJ(CT')]),
      AF: pkg('AF', 'SOP-16', [TAPE('(EL,F)'), sfx('(F)', 'Tube')]),
    },
    devices: [
      ...GATES_1G.filter(([code]) => code.length === 2).flatMap(([code, text]): Device[] =>
        ['TC7SZ', 'TC7SH'].map((family): Device => [
          `${family}${code}`,
          `Logic, ${text}`,
          0.06,
          'FU FE',
          family.toLowerCase(),
        ]),
      ),
      ['TC74HC595A', 'Logic, 8-bit shift register with output latches', 0.15, 'AF', 'tc74hc595a'],
    ],
  }),
]

const clocks: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('clock-timing'),
    weight: 4,
    packages: TI,
    devices: [
      ['NE555', 'Timer, single, bipolar, 100 kHz', 0.12, 'D P PW'],
      ['NE556', 'Timer, dual, bipolar', 0.25, 'D14 N'],
      ['TLC555C', 'Timer, single, CMOS, 2 MHz', 0.3, 'D P PW'],
      ['TLC555I', 'Timer, single, CMOS, 2 MHz, industrial', 0.35, 'D PW'],
      ['LMC555C', 'Timer, single, CMOS, 3 MHz', 0.5, 'D DGK'],
      ['CDCLVC1102', 'Clock buffer, 1:2 LVCMOS, 250 MHz', 0.9, 'PW'],
      ['CDCE913', 'Programmable clock generator, 1 PLL, 3 outputs', 1.6, 'PW14'],
      ['CDCE6214', 'Ultra-low power clock generator, 4 outputs', 2.9, 'RGE'],
      ['BQ32000', 'Real-time clock, I2C, trickle charger', 1.1, 'D'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('clock-timing'),
    weight: 3,
    rows: [
      ['DS3231SN', 'Real-time clock, ±2 ppm TCXO, I2C', 3.9, 'SOIC-16 wide'],
      ['DS3231MZ', 'Real-time clock, ±5 ppm MEMS, I2C', 2.9, 'SOIC-8'],
      ['DS1307Z', 'Real-time clock, 56 B NV SRAM, I2C', 1.3, 'SOIC-8'],
      ['DS1338Z-33', 'Real-time clock, 3.3 V, I2C', 1.6, 'SOIC-8'],
      ['DS3232MZ', 'Real-time clock, ±5 ppm, 236 B SRAM', 3.4, 'SOIC-8'],
    ],
    // Maxim's real-time clocks: `#` or `+` for lead-free, `T&R` for tape and reel: DS3231SN#T&R.
    suffixes: (pk) => (pk === 'SOIC-16 wide' ? [sfx('#', 'Tube'), TAPE('#T&R')] : [sfx('+', 'Tube'), TAPE('+T&R')]),
    doc: (name) => name.slice(0, 6),
  }),
  tableSeries({
    manufacturer: mfr('renesas'),
    category: cat('clock-timing'),
    weight: 2,
    rows: [
      ['5P49V6965A000NLGI', 'Programmable clock generator, VersaClock 6E, 4 outputs', 4.9, 'VFQFPN-24 4x4'],
      ['5P49V5901A000NLGI', 'Programmable clock generator, VersaClock 5, 4 outputs', 3.9, 'VFQFPN-24 4x4'],
      ['ISL1208IB8Z', 'Real-time clock, I2C, battery backup', 1.3, 'SOIC-8'],
      ['ICM7555IBAZ', 'Timer, single, CMOS, general purpose', 0.6, 'SOIC-8'],
    ],
    // Renesas appends 8 for tape and reel to clock parts (5P49V6965A000NLGI8) and -T to others.
    suffixes: (pk) =>
      pk.startsWith('VFQFPN') ? [sfx('', 'Tray'), TAPE('8')] : [sfx('', 'Tube'), TAPE('-T'), TAPE('-TK')],
  }),
  tableSeries({
    manufacturer: mfr('silicon-labs'),
    category: cat('clock-timing'),
    weight: 2,
    rows: [
      ['SI5351A-B-GT', 'Clock generator, I2C programmable, 3 outputs, 200 MHz', 1.1, 'MSOP-10'],
      ['SI5351C-B-GM', 'Clock generator, I2C programmable, 8 outputs', 1.9, 'QFN-20 4x4'],
      ['SI5341B-D-GM', 'Jitter-attenuating clock generator, 10 outputs', 14.5, 'QFN-64 9x9'],
    ],
    suffixes: [sfx('', 'Tube'), TAPE('R')],
  }),
  tableSeries({
    manufacturer: mfr('nxp'),
    category: cat('clock-timing'),
    weight: 2,
    rows: [
      ['PCF8563T/5', 'Real-time clock, I2C, low power', 0.6, 'SO-8'],
      ['PCF8563TS/5', 'Real-time clock, I2C, low power', 0.6, 'TSSOP-8'],
      ['PCF85063AT/A', 'Real-time clock, I2C, tiny', 0.5, 'SO-8'],
      ['PCF2129AT/2', 'Real-time clock, ±3 ppm TCXO, I2C/SPI', 2.3, 'SO-16'],
      ['PCF8523T/1', 'Real-time clock, I2C, battery switch-over', 0.8, 'SO-8'],
    ],
    suffixes: [TAPE(',518'), sfx(',512', 'Tube')],
    doc: (name) => name.split('/')[0] ?? name,
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('clock-timing'),
    weight: 2,
    packages: MCHP,
    compose: microchipCompose,
    devices: [
      ['MCP7940N', 'Real-time clock, I2C, SRAM, battery switch-over', 0.6, 'SN MS P'],
      ['MCP79410', 'Real-time clock, I2C, EEPROM, SRAM, unique ID', 0.9, 'SN MS'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('abracon'),
    category: cat('clock-timing'),
    weight: 1,
    rows: [
      ['AB1805', 'Real-time clock, ultra-low power, I2C', 1.4, 'QFN-16 3x3'],
      ['AB0815', 'Real-time clock, ultra-low power, SPI', 1.4, 'QFN-16 3x3'],
    ],
    suffixes: [TAPE('-T3'), sfx('', 'Cut Tape')],
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('clock-timing'),
    weight: 1,
    rows: [
      ['NE555D', 'Timer, single, bipolar', 0.12, 'SO-8'],
      ['NE555N', 'Timer, single, bipolar', 0.14, 'DIP-8'],
      ['TS555IDT', 'Timer, single, CMOS, low power', 0.3, 'SO-8'],
      ['M41T62LC6F', 'Real-time clock, I2C, ultra-low power', 1.1, 'LCC-8'],
    ],
    suffixes: [sfx('', 'Tube')],
  }),
]

const fpgas: Series[] = [
  {
    manufacturer: mfr('amd-xilinx'),
    category: cat('fpgas'),
    weight: 4,
    suffixes: [sfx('', 'Tray')],
    make(random) {
      const family = random.pick([
        [
          'XC7A',
          'Artix-7 FPGA',
          ['15T', '35T', '50T', '75T', '100T', '200T'],
          ['CPG236', 'CSG324', 'FTG256', 'FGG484'],
          18,
        ],
        [
          'XC7S',
          'Spartan-7 FPGA',
          ['6', '15', '25', '50', '75', '100'],
          ['CSGA225', 'FTGB196', 'CPGA196', 'FGGA484'],
          11,
        ],
        ['XC7Z', 'Zynq-7000 SoC FPGA', ['007S', '010', '014S', '020'], ['CLG400', 'CLG484', 'CLG225'], 45],
      ] as const)
      const [prefix, name, sizes, packages, price] = family
      const size = random.pick(sizes)
      const speed = random.pick(['-1', '-2', '-3', '-1L'] as const)
      const packageCode = random.pick(packages)
      const grade = random.pick(['C', 'I', 'C', 'E'] as const)
      return {
        base: `${prefix}${size}${speed}${packageCode}${grade}`,
        package: `BGA (${packageCode})`,
        description: `${name}, ${prefix}${size}, speed grade ${speed.slice(1)}, ${grade === 'C' ? 'commercial' : grade === 'I' ? 'industrial' : 'extended'} temperature`,
        price: price * (1 + sizes.indexOf(size as never) * 0.6) * random.float(0.9, 1.2),
        attributes: [{ name: 'Family', value: name }],
        doc: `ds${prefix === 'XC7Z' ? '187' : prefix === 'XC7S' ? '189' : '181'}`,
      }
    },
  },
  {
    manufacturer: mfr('intel-altera'),
    category: cat('fpgas'),
    weight: 3,
    suffixes: [sfx('', 'Tray')],
    make(random) {
      const kind = random.int(0, 3)
      if (kind === 0) {
        const size = random.pick(['02', '04', '08', '16', '25', '40', '50'] as const)
        const pk = random.pick([
          ['E144', 'EQFP-144'],
          ['U169', 'UBGA-169'],
          ['F256', 'FBGA-256'],
          ['F484', 'FBGA-484'],
        ] as const)
        const option = random.pick(['SAE', 'SCE', 'DAF', 'SAU'] as const)
        const grade = random.pick(['C8G', 'I7G', 'C7G', 'A7G'] as const)
        return {
          base: `10M${size}${option.slice(0, 2)}${pk[0]}${grade}`,
          package: pk[1],
          description: `MAX 10 FPGA, ${Number(size)}K logic elements, ${grade.startsWith('A') ? 'automotive' : grade.startsWith('I') ? 'industrial' : 'commercial'} grade`,
          price: 6 + Number(size) * 0.6 * random.float(0.9, 1.2),
          doc: 'm10_overview',
        }
      }
      if (kind === 1) {
        const size = random.pick(['6', '10', '15', '22', '30', '40'] as const)
        const pk = random.pick([
          ['E22', 'EQFP-144'],
          ['F17', 'FBGA-256'],
          ['F23', 'FBGA-484'],
          ['U14', 'UBGA-256'],
        ] as const)
        const grade = random.pick(['C6', 'C7', 'C8', 'I7'] as const)
        return {
          base: `EP4CE${size}${pk[0]}${grade}N`,
          package: pk[1],
          description: `Cyclone IV E FPGA, ${size}K logic elements`,
          price: 9 + Number(size) * 0.9 * random.float(0.9, 1.2),
          doc: 'cyclone4-handbook',
        }
      }
      if (kind === 2) {
        const size = random.pick(['A2', 'A4', 'A5', 'A7', 'A9'] as const)
        const pk = random.pick([
          ['F17', 'FBGA-256'],
          ['F23', 'FBGA-484'],
          ['F27', 'FBGA-672'],
        ] as const)
        const grade = random.pick(['C6', 'C7', 'C8', 'I7'] as const)
        return {
          base: `5CEB${size}${pk[0]}${grade}N`,
          package: pk[1],
          description: `Cyclone V E FPGA, ${size}`,
          price: 25 + Number(size.slice(1)) * 12 * random.float(0.9, 1.2),
          doc: 'cv_51001',
        }
      }
      const size = random.pick(['240', '570', '1270', '2210'] as const)
      const pk = random.pick([
        ['T100', 'TQFP-100'],
        ['T144', 'TQFP-144'],
        ['F256', 'FBGA-256'],
      ] as const)
      const grade = random.pick(['C3', 'C4', 'C5', 'I5'] as const)
      return {
        base: `EPM${size}${pk[0]}${grade}N`,
        package: pk[1],
        description: `MAX II CPLD, ${size} logic elements`,
        price: 3 + (Number(size) / 200) * random.float(0.9, 1.2),
        doc: 'max2_mii5v1',
      }
    },
  },
  {
    manufacturer: mfr('lattice'),
    category: cat('fpgas'),
    weight: 3,
    suffixes: [sfx('', 'Tray'), sfx('TR', 'Tape & Reel')],
    make(random) {
      const kind = random.int(0, 2)
      if (kind === 0) {
        const device = random.pick([
          ['ICE40UP5K', '5280 LUT', ['SG48', 'UWG30']],
          ['ICE40UP3K', '2800 LUT', ['SG48', 'UWG30']],
          ['ICE40HX1K', '1280 LUT', ['TQ144', 'VQ100']],
          ['ICE40HX8K', '7680 LUT', ['CT256', 'BG121']],
          ['ICE40LP1K', '1280 LUT', ['CM36', 'CM81']],
        ] as const)
        const pk = random.pick(device[2])
        return {
          base: `${device[0]}-${pk}${device[0].includes('HX') ? '' : 'I'}`,
          package: pk,
          description: `iCE40 FPGA, ${device[1]}, ultra-low power`,
          price: 3 + random.float(0, 4),
          doc: 'FPGA-DS-02008',
        }
      }
      if (kind === 1) {
        const size = random.pick(['256', '640', '1200', '2000', '4000', '7000'] as const)
        const option = random.pick(['HC', 'ZE', 'HE'] as const)
        const pk = random.pick(['TG100', 'TG144', 'MG132', 'SG32'] as const)
        const grade = random.pick(['C', 'I'] as const)
        return {
          base: `LCMXO2-${size}${option}-${option === 'ZE' ? '1' : random.pick(['4', '5', '6'] as const)}${pk}${grade}`,
          package: pk.startsWith('TG') ? `TQFP-${pk.slice(2)}` : pk,
          description: `MachXO2 FPGA, ${size} LUT, non-volatile`,
          price: 4 + (Number(size) / 600) * random.float(0.9, 1.3),
          doc: 'FPGA-DS-02056',
        }
      }
      const size = random.pick(['12', '25', '45', '85'] as const)
      const grade = random.pick(['C', 'I'] as const)
      const pk = random.pick(['BG256', 'BG381', 'MG285'] as const)
      return {
        base: `LFE5U-${size}F-${random.pick(['6', '7', '8'] as const)}${pk}${grade}`,
        package: `caBGA (${pk})`,
        description: `ECP5 FPGA, ${size}K LUT`,
        price: 8 + Number(size) * 0.4 * random.float(0.9, 1.2),
        doc: 'FPGA-DS-02012',
      }
    },
  },
]

export const DIGITAL_SERIES: readonly Series[] = [
  ...flash,
  ...eeprom,
  ...interfaces,
  ...usb,
  ...logic,
  ...clocks,
  ...fpgas,
]
