#!/usr/bin/env python3
"""Checks the User Defined Runtime Attributes of storyboards and xibs against LineSpace's
Objective-C header: every key path set on a label or text view must be a property LineSpace
declares on that class, with a matching type (Interface Builder sets them by key-value coding at
run time, so a wrong key path would only fail on a device).

Usage: check-storyboards.py LineSpace-Swift.h FILE.storyboard...
"""
import re
import sys
import xml.etree.ElementTree as ET

ELEMENT_CLASSES = {"label": "UILabel", "textView": "UITextView"}
IB_TYPES = {"CGFloat": "number", "BOOL": "boolean", "NSInteger": "number", "double": "number"}

def declared_properties(header):
    text = open(header, encoding="utf-8").read()
    properties = {}
    for cls, body in re.findall(r"@interface (\w+) \(SWIFT_EXTENSION\(LineSpace\)\)(.*?)@end", text, re.S):
        for ctype, name in re.findall(r"@property \([^)]*\) (?:IBInspectable )?(\w+) (\w+);", body):
            properties.setdefault(cls, {})[name] = IB_TYPES.get(ctype, ctype)
    return properties

def main(header, *files):
    properties = declared_properties(header)
    errors, checked = [], 0
    for path in files:
        root = ET.parse(path).getroot()
        for element in root.iter():
            cls = ELEMENT_CLASSES.get(element.tag)
            if cls is None:
                continue
            for attribute in element.iter("userDefinedRuntimeAttribute"):
                key, kind = attribute.get("keyPath"), attribute.get("type")
                checked += 1
                declared = properties.get(cls, {})
                if key not in declared:
                    errors.append(f"{path}: {cls} has no LineSpace property '{key}'")
                elif declared[key] != kind:
                    errors.append(f"{path}: {cls}.{key} is {declared[key]}, the storyboard sets {kind}")
    for error in errors:
        print("check-storyboards: " + error, file=sys.stderr)
    if errors:
        sys.exit(1)
    if checked == 0:
        sys.exit("check-storyboards: no runtime attributes found")
    print(f"check-storyboards: {checked} runtime attributes match LineSpace-Swift.h")

if __name__ == "__main__":
    main(*sys.argv[1:])
