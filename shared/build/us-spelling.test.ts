// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { extractCopyStrings, listFiles, parseSource, readRepoFile, remoteFolders } from './copy-scan'

/**
 * The site is American (Austin, TX) and so are its readers: its copy and docs use US spelling.
 * Scans the text every app can put on screen (string literals, template text, JSX text; not
 * comments, module specifiers or code-like strings such as ids and class names) and the docs.
 */

/** British spellings and their US form. Whole words, any case; prefixes such as "un-" count. */
const britishSpellings: readonly { british: string; us: string }[] = [
  { british: 'programmes?', us: 'program' },
  { british: 'practis(?:e|es|ed|ing)', us: 'practice (noun and verb)' },
  { british: '(?:re|un)?optimis(?:e|es|ed|ing|ation|ations|er|ers)', us: 'optimize, optimization' },
  { british: '(?:re|un|dis)?organis(?:e|es|ed|ing|ation|ations|er|ers|ational)', us: 'organize, organization' },
  { british: '(?:re|de)?prioritis(?:e|es|ed|ing|ation)', us: 'prioritize' },
  { british: 'summaris(?:e|es|ed|ing)', us: 'summarize' },
  { british: '(?:un)?recognis(?:e|es|ed|ing|able|ably)', us: 'recognize' },
  { british: '(?:re)?analys(?:e|ed|ing)', us: 'analyze' },
  { british: 'enquir(?:y|ies|e|es|ed|ing|er|ers)', us: 'inquiry, inquire' },
  { british: 'fulfil(?:s|ment|ments)?', us: 'fulfill, fulfillment' },
  { british: 'colour(?:s|ed|ful|ing|less)?', us: 'color' },
  { british: 'centres?|centred', us: 'center' },
  { british: 'behaviours?|behavioural(?:ly)?', us: 'behavior' },
  { british: 'licences?', us: 'license (noun)' },
  { british: 'postcodes?', us: 'ZIP code' },
  { british: 'catalogues?|catalogued|cataloguing', us: 'catalog' },
  { british: 'cheques?', us: 'check' },
  { british: '(?:dis|un)?favour(?:s|ed|ing|able|ably|ite|ites)?', us: 'favor' },
  { british: '(?:dis)?honour(?:s|ed|ing|able|ably)?', us: 'honor' },
  { british: 'labour(?:s|ed|ing|er|ers)?', us: 'labor' },
  { british: 'neighbour(?:s|hood|hoods|ing|ly)?', us: 'neighbor' },
  { british: '(?:tumour|humour|rumour|odour|vigour|flavour|endeavour|harbour)s?', us: '-or' },
  { british: 'anonymis(?:e|es|ed|ing|ation)', us: 'anonymize' },
  { british: '(?:un|re|pre)?authoris(?:e|es|ed|ing|ation|ations)', us: 'authorize' },
  { british: '(?:finalis|normalis|penalis|realis|sanitis|scrutinis|specialis|standardis|utilis|minimis|maximis|customis|personalis|categoris|emphasis|apologis|criticis|capitalis|centralis|monetis|incentivis|legalis|stabilis|visualis|memoris|familiaris|hospitalis|immunis|jeopardis|mobilis|revolutionis|modernis|synchronis|trivialis|characteris|digitis|energis|harmonis|itemis|localis)(?:e|es|ed|ing|ation|ations)', us: '-ize, -ization' },
  { british: 'ageing', us: 'aging' },
  { british: 'tyres?', us: 'tire' },
  { british: 'defence|offence', us: 'defense, offense' },
  { british: 'labell(?:ed|ing)|signall(?:ed|ing)|travell(?:ed|ing|er|ers)|modell(?:ed|ing)|counsell(?:ed|ing|or|ors)|cancell(?:ed|ing)|fuell(?:ed|ing)|totall(?:ed|ing)', us: 'one l: labeled, signaling, traveling, modeling, counseling, canceled' },
  { british: 'enrol(?:s|ment|ments)?', us: 'enroll, enrollment' },
  { british: 'diarrhoea|oedema|oestrogens?|foetal|foetus|[a-z]*aemi(?:a|as|c)|haem[a-z]*|paediatric[a-z]*|orthopaedic[a-z]*|gynaecolog[a-z]*|anaesthe[a-z]*', us: 'US medical spelling (diarrhea, estrogen, -emia, pediatric, anesthetic)' },
]

const britishWord = new RegExp(`(?<![A-Za-z])(?:${britishSpellings.map((s) => s.british).join('|')})(?![A-Za-z])`, 'gi')

/**
 * Legitimate exceptions, each with its reason: a proper noun, a quoted source, a name we do not
 * own. `text` must appear in the string (or doc line) that holds the word.
 */
const allowList: readonly { file: string; text: string; reason: string }[] = []

interface Finding {
  file: string
  line: number
  word: string
  context: string
}

function findBritish(file: string, line: number, text: string): Finding[] {
  const allowed = allowList.filter((a) => a.file === file && text.includes(a.text))
  return [...text.matchAll(britishWord)]
    .filter((match) => !allowed.some((a) => a.text.toLowerCase().includes(match[0].toLowerCase())))
    .map((match) => ({ file, line, word: match[0], context: text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' ') }))
}

const appFolders = [...remoteFolders().map((remote) => `${remote}/src`), 'shell/src', 'shared/src']

function sourceFindings(): Finding[] {
  return appFolders
    .flatMap((folder) => listFiles(folder, ['.ts', '.tsx']))
    .flatMap((file) => extractCopyStrings(parseSource(file)).flatMap((s) => findBritish(file, s.line, s.text)))
}

/** A doc's prose: fenced code blocks and inline code (file names, identifiers) are not copy. */
function docFindings(): Finding[] {
  return listFiles('docs', ['.md']).flatMap((file) => {
    let fenced = false
    return readRepoFile(file)
      .split('\n')
      .flatMap((line, index) => {
        if (/^\s*(```|~~~)/.test(line)) {
          fenced = !fenced
          return []
        }
        return fenced ? [] : findBritish(file, index + 1, line.replace(/`[^`]*`/g, ' '))
      })
  })
}

const report = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line} "${f.word}" in …${f.context}…`)

describe('US spelling', () => {
  it('the word list catches British forms and leaves US and shared forms alone', () => {
    const hits = (text: string) => [...text.matchAll(britishWord)].map((m) => m[0])
    expect(hits('A prioritised programme of enquiries, licence and colour; unauthorised, anonymised, anti-ageing')).toEqual([
      'prioritised',
      'programme',
      'enquiries',
      'licence',
      'colour',
      'unauthorised',
      'anonymised',
      'ageing',
    ])
    expect(hits('Practise what you preach; the catalogue centre analysed their behaviour and fulfilment')).toEqual([
      'Practise',
      'catalogue',
      'centre',
      'analysed',
      'behaviour',
      'fulfilment',
    ])
    expect(
      hits(
        'A licensed practice programs its optimization; analyses, emphasis, optimism, aesthetic, advertise, exercise, promise, ' +
          'licensure, colorful, centered, catalog, inquiry, fulfill, labeled, hypoglycemia, digitalis, program, practiced',
      ),
    ).toEqual([])
  })

  it('the code-like strings it skips are ids, paths and class names, not prose', () => {
    const copy = (source: string) => extractCopyStrings(parseSource('example.tsx', source)).map((s) => s.text)
    expect(copy(`import { a } from './catalogue'\nconst id = 'catalogue'\nconst c = <p className="text-colour-900 md:block">Our catalogue</p>\nconst t = \`\${n}+ programmes\``)).toEqual([
      'Our catalogue',
      '+ programmes',
    ])
  })

  // It parses every source file of every app: seconds on a busy 2-core machine.
  it('the copy of every app uses US spelling', { timeout: 60_000 }, () => {
    expect(report(sourceFindings())).toEqual([])
  })

  it('the docs use US spelling', () => {
    expect(report(docFindings())).toEqual([])
  })

  it('every allow-list entry is still needed', () => {
    const unused = allowList.filter((a) => !readRepoFile(a.file).includes(a.text))
    expect(unused).toEqual([])
  })
})
