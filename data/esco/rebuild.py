# Rebuilds data/esco/*.tsv.gz from the ESCO 1.2.0 extract in ../shared/data (see data/esco/README.md):
# ids are numbered in file order, whitespace is normalised, alternative labels keep ESCO's order.
import csv, gzip, re, sys
src = sys.argv[1] if len(sys.argv) > 1 else '../shared/data'
out = 'data/esco'
norm = lambda s: re.sub(r'\s+', ' ', s.replace('\xa0', ' ')).strip()
clean = lambda s: norm(s).replace('\t', ' ')
STOP = {'a', 'an', 'the', 'of', 'and', 'or', 'to', 'in', 'for', 'on', 'with', 'by', 'at', 'as', 'from'}
def content(text):
    return {w[:-1] if len(w) > 3 and w.endswith('s') else w for w in re.findall(r'[a-z0-9+#]+', text.lower())} - STOP
def alts(s, label, check=False):
    # check: the skills source's alternative labels are misaligned for about 60% of its skills (the
    # labels of another skill); only those sharing a content word with the preferred label are kept.
    seen, result = {label.lower()}, []
    for a in s.split('|'):
        a = clean(a)
        if check and not (content(a) & content(label)): continue
        if a and a.lower() not in seen:
            seen.add(a.lower()); result.append(a)
    return '|'.join(result)
TYPES = {'skill/competence': 's', 'knowledge': 'k', '': ''}
REUSE = {'transversal': 't', 'cross-sector': 'c', 'sector-specific': 's', 'occupation-specific': 'o', '': ''}
skills, by_key = [], {}
for row in csv.DictReader(open(f'{src}/esco-skills.csv', encoding='utf-8')):
    label = clean(row['label'])
    code = row['uri'].rsplit('/', 1)[1] if row['uri'] else ''
    key = code or ('label:' + row['label'])
    if key in by_key: continue
    sid = len(skills) + 1
    by_key[key] = sid
    skills.append((sid, code, label, alts(row['alt_labels'], label, check=True), TYPES[row['skill_type']], REUSE[row['reuse_level']]))
occupations, occ_ids = [], {}
for row in csv.DictReader(open(f'{src}/esco-occupations.csv', encoding='utf-8')):
    code = row['uri'].rsplit('/', 1)[1]
    oid = len(occupations) + 1
    occ_ids[code] = oid
    label = clean(row['label'])
    occupations.append((oid, code, row['isco_group'], label, alts(row['alt_labels'], label)))
relations, seen = [], set()
for row in csv.DictReader(open(f'{src}/esco-occupation-skills.csv', encoding='utf-8')):
    sid = by_key[row['skill_id']] if row['skill_id'] else by_key['label:' + row['skill_label']]
    oid = occ_ids[row['occupation_id']]
    if (oid, sid) in seen: continue
    seen.add((oid, sid))
    relations.append((oid, sid, 'e' if row['relation'] == 'essential' else 'o'))
def write(name, header, rows):
    with gzip.open(f'{out}/{name}.tsv.gz', 'wt', encoding='utf-8', compresslevel=9, newline='') as f:
        f.write('\t'.join(header) + '\n')
        for r in rows: f.write('\t'.join(str(v) for v in r) + '\n')
write('skills', ['id', 'esco_code', 'label', 'alt_labels', 'type', 'reuse'], skills)
write('occupations', ['id', 'esco_code', 'isco_group', 'label', 'alt_labels'], occupations)
write('occupation-skills', ['occupation_id', 'skill_id', 'relation'], relations)
print(len(skills), len(occupations), len(relations))
