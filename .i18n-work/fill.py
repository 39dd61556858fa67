"""Dev helper (not shipped): write translations from tr_<lang>.py into ui/i18n/lanjolly_<lang>.ts."""
import importlib.util, re, sys, xml.etree.ElementTree as ET
from pathlib import Path
ROOT = Path(__file__).resolve().parents[1]
LANGS = ["en", "de", "pt_PT", "sl", "cs"]

def english(src, nforms):
    if nforms:
        one = re.sub(r"\((s|es)\)", "", src)
        many = re.sub(r"\((s|es)\)", r"\1", src)
        return [one, many][:nforms] if nforms == 2 else [one] + [many] * (nforms - 1)
    return src

def load(lang):
    p = ROOT / ".i18n-work" / f"tr_{lang}.py"
    if not p.exists():
        return {}
    spec = importlib.util.spec_from_file_location(f"tr_{lang}", p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    return m.T

missing_total = 0
for lang in LANGS:
    path = ROOT / "ui" / "i18n" / f"lanjolly_{lang}.ts"
    tree = ET.parse(path)
    table = load(lang)
    missing = []
    for ctx in tree.getroot().iter("context"):
        cname = ctx.find("name").text
        for msg in ctx.findall("message"):
            src = msg.find("source").text
            tr = msg.find("translation")
            forms = tr.findall("numerusform")
            key = (cname, src)
            if lang == "en":
                val = english(src, len(forms))
            else:
                val = table.get(key, table.get(src))
            if val is None:
                missing.append(src); continue
            if forms:
                if not isinstance(val, list) or len(val) != len(forms):
                    print(f"{lang}: wrong number of forms for {src!r}: {val!r}", file=sys.stderr)
                    missing.append(src); continue
                for f, v in zip(forms, val):
                    f.text = v
            else:
                if isinstance(val, list):
                    print(f"{lang}: forms given for plain {src!r}", file=sys.stderr); missing.append(src); continue
                tr.text = val
            # placeholders must survive translation
            want = set(re.findall(r"\{\w+\}", src))
            for v in (val if isinstance(val, list) else [val]):
                if set(re.findall(r"\{\w+\}", v)) != want:
                    print(f"{lang}: placeholders differ in {src!r} -> {v!r}", file=sys.stderr)
            tr.attrib.pop("type", None)
    text = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")
    print(lang, "missing", len(missing))
    for m in missing[:400]:
        print("   ", repr(m))
    missing_total += len(missing)
