import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { type Row, type Series, type Suffix, deviceSeries, pkg, sfx, tableSeries } from './kit.ts'
import { TI_RT } from './packages.ts'

/**
 * Radio: SoCs (Nordic `nRF52832-QFAA-R7`, Espressif `ESP32-S3FN8`, TI `CC2652R1FRGZR`, Semtech
 * `SX1262IMLTRT`), modules (Espressif `ESP32-S3-WROOM-1-N8R8`, Silicon Labs `BGM220PC22HNA2`, Murata
 * `LBEE5KL1DX-883`) and front ends (Qorvo `QPF4528TR13`, Skyworks `SKY13350-385LF`, Broadcom `MGA-68563-TR1G`).
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

const ESP_MEMORY: Readonly<Record<string, string>> = {
  N4: '4 MB flash',
  N8: '8 MB flash',
  N16: '16 MB flash',
  N4R2: '4 MB flash, 2 MB PSRAM',
  N8R2: '8 MB flash, 2 MB PSRAM',
  N8R8: '8 MB flash, 8 MB PSRAM',
  N16R8: '16 MB flash, 8 MB PSRAM',
  N4R8: '4 MB flash, 8 MB PSRAM',
  N2: '2 MB flash',
}

function espModules(module: string, radio: string, memories: readonly string[], price: number): Row[] {
  return memories.map((memory): Row => [
    `${module}-${memory}`,
    `${radio} module, ${ESP_MEMORY[memory] ?? memory}`,
    price * (memory.includes('R') ? 1.25 : 1) * (memory.startsWith('N16') ? 1.2 : 1),
    module.includes('MINI') ? 'SMD module, 13.2x16.6 mm' : 'SMD module, 18x25.5 mm',
  ])
}

const transceivers: Series[] = [
  tableSeries({
    manufacturer: mfr('nordic-semiconductor'),
    category: cat('rf-transceivers'),
    weight: 4,
    rows: [
      ['nRF52832-QFAA', 'Bluetooth LE SoC, Arm Cortex-M4F, 512 KB flash, 64 KB RAM', 2.6, 'QFN-48 6x6'],
      ['nRF52832-CIAA', 'Bluetooth LE SoC, Arm Cortex-M4F, 512 KB flash, WLCSP', 2.5, 'WLCSP-50'],
      ['nRF52840-QIAA', 'Bluetooth LE, Thread and Zigbee SoC, 1 MB flash, USB', 3.9, 'aQFN-73 7x7'],
      ['nRF52833-QIAA', 'Bluetooth LE and Thread SoC, 512 KB flash, USB', 3.2, 'aQFN-73 7x7'],
      ['nRF52811-QCAA', 'Bluetooth LE SoC, direction finding, 192 KB flash', 1.6, 'QFN-32 5x5'],
      ['nRF52810-QCAA', 'Bluetooth LE SoC, 192 KB flash', 1.5, 'QFN-32 5x5'],
      ['nRF5340-QKAA', 'Dual-core Bluetooth LE SoC, 1 MB flash, USB', 4.9, 'aQFN-94 7x7'],
      ['nRF54L15-QFAA', 'Bluetooth LE SoC, Arm Cortex-M33, 1.5 MB NVM', 2.9, 'QFN-48 6x6'],
      ['nRF24L01P', '2.4 GHz transceiver, 2 Mbit/s', 1.1, 'QFN-20 4x4'],
      ['nRF9160-SICA', 'LTE-M and NB-IoT SiP with GPS', 24.5, 'LGA-102 10x16'],
    ],
    suffixes: [TAPE('-R'), TAPE('-R7'), sfx('-T', 'Tray')],
    doc: (name) => name.split('-')[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('espressif'),
    category: cat('rf-transceivers'),
    weight: 3,
    rows: [
      ['ESP32-S3', 'Wi-Fi and Bluetooth LE SoC, dual-core Xtensa LX7, 240 MHz', 1.9, 'QFN-56 7x7'],
      ['ESP32-S3FN8', 'Wi-Fi and Bluetooth LE SoC, 8 MB in-package flash', 2.6, 'QFN-56 7x7'],
      ['ESP32-S3FH4R2', 'Wi-Fi and Bluetooth LE SoC, 4 MB flash, 2 MB PSRAM', 2.8, 'QFN-56 7x7'],
      ['ESP32-S3R8', 'Wi-Fi and Bluetooth LE SoC, 8 MB in-package PSRAM', 2.7, 'QFN-56 7x7'],
      ['ESP32-C3', 'Wi-Fi and Bluetooth LE SoC, RISC-V, 160 MHz', 1.1, 'QFN-32 5x5'],
      ['ESP32-C3FH4', 'Wi-Fi and Bluetooth LE SoC, RISC-V, 4 MB flash', 1.4, 'QFN-32 5x5'],
      ['ESP32-C6FH4', 'Wi-Fi 6, Bluetooth LE and 802.15.4 SoC, 4 MB flash', 1.6, 'QFN-32 5x5'],
      ['ESP32-H2FH4', 'Bluetooth LE and 802.15.4 SoC, 4 MB flash', 1.4, 'QFN-32 4x4'],
      ['ESP32-D0WD-V3', 'Wi-Fi and Bluetooth SoC, dual-core Xtensa LX6', 1.8, 'QFN-48 5x5'],
      ['ESP32-PICO-V3-02', 'Wi-Fi and Bluetooth SiP, 8 MB flash, 2 MB PSRAM', 3.4, 'LGA-48 7x7'],
      ['ESP8266EX', 'Wi-Fi SoC, Tensilica L106, 160 MHz', 0.9, 'QFN-32 5x5'],
    ],
    suffixes: [TAPE('')],
    doc: (name) => name.replace(/(FN|FH|R)\d.*$/, '').toLowerCase(),
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('rf-transceivers'),
    weight: 3,
    packages: {
      RGP: pkg('RGP', 'VQFN-20 4x4', TI_RT),
      RGZ: pkg('RGZ', 'VQFN-48 7x7', TI_RT, 1.3),
      RSM: pkg('RSM', 'VQFN-32 4x4', TI_RT),
      RHB: pkg('RHB', 'VQFN-32 5x5', TI_RT),
      RKP: pkg('RKP', 'VQFN-40 5x5', TI_RT),
    },
    devices: [
      ['CC1101', 'Sub-1 GHz transceiver, 300 MHz to 928 MHz', 1.9, 'RGP'],
      ['CC2640R2F', 'Bluetooth LE SoC, Arm Cortex-M3, 128 KB flash', 3.4, 'RGZ RSM'],
      ['CC2652R1F', 'Multiprotocol 2.4 GHz SoC, Zigbee, Thread, BLE', 4.6, 'RGZ'],
      ['CC1310F128', 'Sub-1 GHz SoC, Arm Cortex-M3, 128 KB flash', 3.6, 'RGZ RHB RSM'],
      ['CC2340R5', 'Bluetooth LE SoC, Arm Cortex-M0+, 512 KB flash', 1.1, 'RKP'],
      ['CC1352P1F3', 'Dual-band sub-1 GHz and 2.4 GHz SoC, power amplifier', 5.8, 'RGZ'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('semtech'),
    category: cat('rf-transceivers'),
    weight: 2,
    rows: [
      ['SX1262IMLTR', 'LoRa transceiver, 150 MHz to 960 MHz, +22 dBm', 3.9, 'QFN-24 4x4'],
      ['SX1261IMLTR', 'LoRa transceiver, 150 MHz to 960 MHz, +15 dBm', 3.7, 'QFN-24 4x4'],
      ['SX1276IMLTR', 'LoRa transceiver, 137 MHz to 1020 MHz', 4.5, 'QFN-28 6x6'],
      ['SX1278IMLTR', 'LoRa transceiver, 137 MHz to 525 MHz', 4.2, 'QFN-28 6x6'],
      ['LLCC68IMLTR', 'LoRa transceiver, low cost, 150 MHz to 960 MHz', 2.4, 'QFN-24 4x4'],
      ['SX1280IMLTR', '2.4 GHz LoRa transceiver, ranging', 4.1, 'QFN-24 4x4'],
    ],
    suffixes: [TAPE('T')],
    doc: (name) => name.slice(0, 6),
  }),
  tableSeries({
    manufacturer: mfr('silicon-labs'),
    category: cat('rf-transceivers'),
    weight: 2,
    rows: [
      ['EFR32BG22C224F512IM40', 'Bluetooth LE SoC, Arm Cortex-M33, 512 KB flash', 2.3, 'QFN-40 5x5'],
      ['EFR32MG24B220F1536IM48', 'Multiprotocol SoC, Matter, Thread, Zigbee, 1.5 MB flash', 4.1, 'QFN-48 6x6'],
      ['EFR32MG21A020F1024IM32', 'Multiprotocol SoC, Zigbee, Thread, 1 MB flash', 3.5, 'QFN-32 4x4'],
      ['EFR32FG23A010F256GM48', 'Sub-GHz SoC, 256 KB flash', 2.8, 'QFN-48 6x6'],
    ],
    suffixes: [sfx('-C', 'Tray'), TAPE('-CR'), sfx('-B', 'Tray'), TAPE('-BR')],
    doc: (name) => name.slice(0, 9).toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('nxp'),
    category: cat('rf-transceivers'),
    weight: 1,
    rows: [
      ['PN7150B0HN/C11002', 'NFC controller with integrated firmware, NCI', 3.9, 'HVQFN-40 6x6'],
      ['PN5180A0HN/C3', 'NFC frontend, full NFC forum compliant', 4.4, 'HVQFN-40 6x6'],
      ['NTAG5BOOSTTT0J', 'NFC tag with I2C interface', 1.2, 'TSSOP-16'],
    ],
    suffixes: [TAPE('Y'), sfx('E', 'Tray')],
    doc: (name) => name.slice(0, 6),
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('rf-transceivers'),
    weight: 2,
    rows: [
      ['STM32WB55RGV6', 'Bluetooth LE and 802.15.4 MCU, Arm Cortex-M4, 1 MB flash', 6.1, 'VFQFPN-68 8x8'],
      ['STM32WB55CGU6', 'Bluetooth LE and 802.15.4 MCU, Arm Cortex-M4, 1 MB flash', 5.4, 'UFQFPN-48 7x7'],
      ['STM32WL55JCI7', 'LoRa and sub-GHz MCU, dual core, 256 KB flash', 7.2, 'UFBGA-73'],
      ['STM32WBA52CGU6', 'Bluetooth LE 5.4 MCU, Arm Cortex-M33, 1 MB flash', 3.9, 'UFQFPN-48 7x7'],
      ['S2-LPQ', 'Sub-1 GHz transceiver, ultra-low power', 1.8, 'QFN-24 4x4'],
      ['BLUENRG-355MC', 'Bluetooth LE 5.2 SoC, 256 KB flash', 1.9, 'QFN-48 6x6'],
    ],
    suffixes: [sfx('', 'Tray'), TAPE('TR')],
  }),
  tableSeries({
    manufacturer: mfr('infineon'),
    category: cat('rf-transceivers'),
    weight: 1,
    rows: [
      ['CYW43439KUBG', 'Wi-Fi 4 and Bluetooth 5.2 combo chip', 2.9, 'WLBGA-63'],
      ['CYW20819A1KFBGT', 'Bluetooth LE and BR/EDR SoC', 2.6, 'FBGA-40'],
      ['CYBT-343026-01', 'Bluetooth module with antenna', 7.9, 'SMD module'],
    ],
    suffixes: [sfx('', 'Tray'), TAPE('T')],
  }),
]

const modules: Series[] = [
  tableSeries({
    manufacturer: mfr('espressif'),
    category: cat('wireless-modules'),
    weight: 4,
    rows: [
      ...espModules(
        'ESP32-S3-WROOM-1',
        'Wi-Fi and Bluetooth LE',
        ['N4', 'N8', 'N16', 'N4R2', 'N8R2', 'N8R8', 'N16R8', 'N4R8'],
        3.2,
      ),
      ...espModules(
        'ESP32-S3-WROOM-1U',
        'Wi-Fi and Bluetooth LE, U.FL antenna connector',
        ['N4', 'N8', 'N16', 'N8R8', 'N16R8'],
        3.4,
      ),
      ...espModules('ESP32-S3-MINI-1', 'Wi-Fi and Bluetooth LE mini', ['N8', 'N4R2'], 2.9),
      ...espModules('ESP32-WROOM-32E', 'Wi-Fi and Bluetooth', ['N4', 'N8', 'N16'], 2.6),
      ...espModules('ESP32-WROOM-32UE', 'Wi-Fi and Bluetooth, U.FL antenna connector', ['N4', 'N8', 'N16'], 2.8),
      ...espModules('ESP32-WROVER-E', 'Wi-Fi and Bluetooth with PSRAM', ['N4R8', 'N8R8', 'N16R8'], 3.5),
      ...espModules('ESP32-C3-MINI-1', 'Wi-Fi and Bluetooth LE, RISC-V', ['N4'], 1.9),
      ...espModules('ESP32-C3-WROOM-02', 'Wi-Fi and Bluetooth LE, RISC-V', ['N4'], 2),
      ...espModules('ESP32-C6-WROOM-1', 'Wi-Fi 6, Bluetooth LE and 802.15.4', ['N4', 'N8', 'N16'], 2.4),
      ...espModules('ESP32-C6-MINI-1', 'Wi-Fi 6, Bluetooth LE and 802.15.4 mini', ['N4'], 2.2),
      ...espModules('ESP32-H2-MINI-1', 'Bluetooth LE and 802.15.4', ['N2', 'N4'], 2),
    ],
    suffixes: [sfx('', 'Tape & Reel')],
    doc: (name) => name.replace(/-N\d.*$/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('silicon-labs'),
    category: cat('wireless-modules'),
    weight: 2,
    rows: [
      ['BGM220PC22HNA', 'Bluetooth LE module, PCB antenna, 512 KB flash', 6.9, 'SMD module 12.9x15 mm'],
      ['BGM220SC22HNA', 'Bluetooth LE SiP module, 512 KB flash', 5.9, 'SiP 6x6 mm'],
      ['MGM240PB32VNA', 'Matter, Thread and Zigbee module, 1.5 MB flash', 9.9, 'SMD module 12.9x15 mm'],
      ['BGM240PB22VNA', 'Bluetooth LE module, 1.5 MB flash', 8.4, 'SMD module 12.9x15 mm'],
    ],
    suffixes: [TAPE('2'), TAPE('3')],
    doc: (name) => name.slice(0, 6).toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('microchip'),
    category: cat('wireless-modules'),
    weight: 1,
    rows: [
      ['RN4871-V/RM118', 'Bluetooth LE module, ASCII command interface', 7.6, 'SMD module 9x11.5 mm'],
      ['RN4870-V/RM118', 'Bluetooth LE module, ASCII command interface', 7.9, 'SMD module 12x22 mm'],
      ['ATWINC1500-MR210PB1952', 'Wi-Fi 802.11 b/g/n module, SPI', 9.5, 'SMD module 21.7x14.7 mm'],
      ['WFI32E01PC-I', 'Wi-Fi MCU module, PIC32MZ W1', 11.5, 'SMD module 24x20 mm'],
    ],
    suffixes: [sfx('', 'Tray')],
    doc: (name) => name.split(/[-/]/)[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('murata'),
    category: cat('wireless-modules'),
    weight: 1,
    rows: [
      ['LBEE5KL1DX-883', 'Wi-Fi and Bluetooth module, Type 1DX (CYW4343W)', 6.9, 'SMD module 10x7.2 mm'],
      ['LBEE5HY1MW-230', 'Wi-Fi 5 and Bluetooth module, Type 1MW', 11.9, 'SMD module 10x7.2 mm'],
      ['LBAA0QB1SJ-295', 'Bluetooth LE module, Type 1SJ (nRF52832)', 8.2, 'SMD module 10x10 mm'],
      ['LBUA5QJ2AB-828', 'LoRa module, Type 1SJ', 12.9, 'SMD module 12.5x11.6 mm'],
    ],
    suffixes: [sfx('', 'Tape & Reel')],
    doc: (name) => name,
  }),
  tableSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('wireless-modules'),
    weight: 1,
    rows: [
      ['CC3235MODSM2MON', 'Dual-band Wi-Fi MCU module, SimpleLink', 14.9, 'LGA module 20.5x17.5 mm'],
      ['CC2652RSIPMOT', 'Multiprotocol SiP module, 2.4 GHz', 7.9, 'QFM module 7x7 mm'],
    ],
    suffixes: [TAPE('R'), sfx('', 'Tray')],
    doc: (name) => name.slice(0, 6).toLowerCase(),
  }),
]

const frontEnds: Series[] = [
  tableSeries({
    manufacturer: mfr('qorvo'),
    category: cat('rf-front-end'),
    weight: 2,
    rows: [
      ['QPF4528', 'Wi-Fi 6 front-end module, 5 GHz, PA, LNA and switch', 1.9, 'QFN-16 3x3'],
      ['QPF4588', 'Wi-Fi 6 front-end module, 5 GHz', 2.1, 'QFN-16 3x3'],
      ['QPF4219', 'Wi-Fi front-end module, 2.4 GHz', 1.4, 'QFN-16 3x3'],
      ['QPL9547', 'Low-noise amplifier, 0.1 GHz to 6 GHz', 2.6, 'DFN-8 2x2'],
      ['QPL9057', 'Low-noise amplifier, 0.6 GHz to 4.2 GHz', 2.2, 'DFN-8 2x2'],
      ['QPC8014', 'SPDT RF switch, up to 6 GHz', 0.9, 'QFN-12 2x2'],
      ['TQP3M9037', 'Low-noise amplifier, 0.4 GHz to 1.5 GHz', 1.6, 'DFN-8 2x2'],
      ['RFFM8504', 'Sub-1 GHz front-end module', 1.8, 'QFN-24 4x4'],
    ],
    suffixes: [sfx('SR', 'Cut Tape'), TAPE('TR7'), TAPE('TR13')],
  }),
  tableSeries({
    manufacturer: mfr('skyworks'),
    category: cat('rf-front-end'),
    weight: 2,
    rows: [
      ['SKY13350-385', 'SPDT RF switch, 0.01 GHz to 6 GHz', 0.4, 'QFN-6 1.5x1.5'],
      ['SKY13317-373', 'SP3T RF switch, 0.02 GHz to 6 GHz', 0.6, 'QFN-12 2x2'],
      ['SKY65111-348', 'RF power amplifier, 2.4 GHz to 2.5 GHz', 1.5, 'QFN-16 3x3'],
      ['SKY66112-11', 'Front-end module, 860 MHz to 930 MHz', 1.9, 'MCM-28 5x5'],
      ['SKY65313-21', 'Low-noise amplifier, GNSS', 0.8, 'DFN-6 1.5x1.5'],
    ],
    suffixes: [TAPE('LF')],
  }),
  tableSeries({
    manufacturer: mfr('skyworks'),
    category: cat('rf-front-end'),
    weight: 1,
    rows: [
      ['SE2435L', 'Front-end module, 860 MHz to 930 MHz, +30 dBm', 2.2, 'QFN-24 4x4'],
      ['SE5023L', 'Wi-Fi power amplifier, 5 GHz', 1.3, 'QFN-16 3x3'],
    ],
    suffixes: [TAPE('-R'), sfx('', 'Cut Tape')],
  }),
  tableSeries({
    manufacturer: mfr('broadcom'),
    category: cat('rf-front-end'),
    weight: 1,
    rows: [
      ['MGA-68563', 'Low-noise amplifier, 0.1 GHz to 1.5 GHz, GaAs E-pHEMT', 0.9, 'SOT-363'],
      ['MGA-13116', 'Low-noise amplifier, 0.4 GHz to 1.5 GHz', 1.7, 'QFN-16 3x3'],
      ['ALM-32120', 'Power amplifier module, 0.7 GHz to 1 GHz', 4.6, 'MCOB-12 5x5'],
    ],
    suffixes: [TAPE('-TR1G'), sfx('-BLKG', 'Bulk')],
  }),
]

export const RF_SERIES: readonly Series[] = [...transceivers, ...modules, ...frontEnds]
