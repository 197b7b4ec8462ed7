import { expect, openWithoutJs, test } from '../../fixtures'

// What screen readers and readers without JavaScript get first: the server's HTML, no script run.
test('before scripts run, each calculator slider shows its handle at the default value', async ({ browser }) => {
  const { page, close } = await openWithoutJs(browser, '/telehealth-empire')
  const calculator = page.getByRole('region', { name: 'What could your telehealth practice earn?' })
  for (const [name, value, text, min, max] of [
    ['Current monthly patients', '100', '100', '50', '500'],
    ['Average revenue per patient', '150', '$150', '100', '300'],
  ] as const) {
    const slider = calculator.getByRole('slider', { name })
    await expect(slider).toBeVisible()
    await expect(slider).toHaveAttribute('aria-valuenow', value)
    await expect(slider).toHaveAttribute('aria-valuemin', min)
    await expect(slider).toHaveAttribute('aria-valuemax', max)
    await expect(slider).toHaveAttribute('aria-valuetext', text)
    await expect(slider).toHaveAttribute('aria-orientation', 'horizontal')
    // The handle stands where the value is on its track: 100 of 50-500 is 11 % along, 150 of 100-300 a quarter.
    const track = await slider.locator('xpath=ancestor::*[@data-slot="slider"][1]').boundingBox()
    const handle = await slider.boundingBox()
    if (!track || !handle) throw new Error('slider not laid out')
    const along = (handle.x + handle.width / 2 - track.x) / track.width
    const expected = (Number(value) - Number(min)) / (Number(max) - Number(min))
    expect(Math.abs(along - expected), `${name} handle at ${along.toFixed(3)} of the track`).toBeLessThan(0.05)
  }
  await close()
})
