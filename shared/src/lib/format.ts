const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export function formatUsd(value: number): string {
  return usd.format(value)
}

export function formatInteger(value: number): string {
  return integer.format(value)
}
