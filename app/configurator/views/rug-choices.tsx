import { Suspense } from "react";
import type { ConfiguratorWords } from "~/configurator/words";
import type { ColourFamilyId } from "~/rug/colour-range";
import type { Entered, ParsedConfiguration, Problem, ProblemField } from "~/rug/configuration";
import {
  backings,
  heightRanges,
  heightsOf,
  materials,
  motifs,
  piles,
  shapes,
  sizeKind,
  sizeRange,
  techniques,
} from "~/rug/options";
import { problemMessage } from "~/rug/summary";
import { ChoiceGroup, NumberField } from "./choice-group";
import { ColourPicker } from "./colour-picker";
import { ShapeIcon } from "./shape-icon";

/** The problem to show beside a field, in words. */
function problemText(problems: Problem[], field: ProblemField, copy: ConfiguratorWords): string | undefined {
  const problem = problems.find((candidate) => candidate.field === field);
  return problem ? problemMessage(problem, copy) : undefined;
}

/**
 * The rug's choices in the configurator's form, in order: shape, size, technique, pile and its
 * heights, the motif (a free configuration's only: a design keeps its own), colours, material and
 * backing, each with its problem beside it. Every change calls `onChange`; choosing a ground
 * colour, `onGround`.
 */
export function RugChoices(props: {
  copy: ConfiguratorWords;
  configuration: ParsedConfiguration["configuration"];
  entered: Entered;
  problems: Problem[];
  /** The colour family shown and the colour search, as the address has them. */
  family: ColourFamilyId;
  search: string;
  /** The rug is still the design it started from: its motif is not the visitor's to choose. */
  isDesign: boolean;
  onChange: () => void;
  onGround: (code: string) => void;
}) {
  const { copy, configuration, entered, problems, family, search, isDesign, onChange, onGround } = props;
  const kind = sizeKind(configuration.shape);
  const sizeValue = (field: keyof Entered, value: number) => entered[field] ?? String(value);
  const problem = (field: ProblemField) => problemText(problems, field, copy);
  return (
    <>
      <Suspense>
        <ChoiceGroup
          legend={copy.fields.shape}
          name="shape"
          value={configuration.shape}
          onChange={onChange}
          columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-2"
          error={problem("shape")}
          options={shapes.map((shape) => ({
            value: shape,
            content: (
              <>
                <ShapeIcon shape={shape} />
                <span>{copy.names.shapes[shape]}</span>
              </>
            ),
          }))}
        />
      </Suspense>
      <Suspense>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-display text-2xl leading-tight">{copy.fields.size}</legend>
          <p className="-mt-2 text-sm text-muted">{copy.fields.sizeHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {kind === "diameter" ? (
              <NumberField
                name="d"
                label={copy.fields.diameter}
                value={sizeValue("diameter", configuration.width)}
                min={sizeRange.min}
                max={sizeRange.max}
                error={problem("diameter")}
                onChange={onChange}
              />
            ) : (
              <NumberField
                name="w"
                label={kind === "side" ? copy.fields.side : copy.fields.width}
                value={sizeValue("width", configuration.width)}
                min={sizeRange.min}
                max={sizeRange.max}
                error={problem("width")}
                onChange={onChange}
              />
            )}
            {kind === "width-length" ? (
              <NumberField
                name="l"
                label={copy.fields.length}
                value={sizeValue("length", configuration.length)}
                min={sizeRange.min}
                max={sizeRange.max}
                error={problem("length")}
                onChange={onChange}
              />
            ) : null}
          </div>
        </fieldset>
      </Suspense>
      <Suspense>
        <ChoiceGroup
          legend={copy.fields.technique}
          name="technique"
          value={configuration.technique}
          onChange={onChange}
          columns="grid-cols-1 sm:grid-cols-2"
          error={problem("technique")}
          options={techniques.map((technique) => ({
            value: technique,
            content: (
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{copy.names.techniques[technique]}</span>
                <span className="text-xs text-muted">{copy.names.techniqueHints[technique]}</span>
              </span>
            ),
          }))}
        />
      </Suspense>
      <Suspense>
        <div className="flex flex-col gap-5">
          <ChoiceGroup
            legend={copy.fields.pile}
            name="pile"
            value={configuration.pile}
            onChange={onChange}
            error={problem("pile")}
            options={piles.map((pile) => ({ value: pile, content: <span>{copy.names.piles[pile]}</span> }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {heightsOf(configuration.pile).map((height) =>
              height === "cut" ? (
                <NumberField
                  key={height}
                  name="cut"
                  label={copy.fields.cutHeight}
                  hint={copy.fields.cutHint}
                  value={entered.cutHeight ?? String(configuration.cutHeight)}
                  min={heightRanges.cut.min}
                  max={heightRanges.cut.max}
                  error={problem("cutHeight")}
                  onChange={onChange}
                />
              ) : (
                <NumberField
                  key={height}
                  name="loop"
                  label={copy.fields.loopHeight}
                  hint={copy.fields.loopHint}
                  value={entered.loopHeight ?? String(configuration.loopHeight)}
                  min={heightRanges.loop.min}
                  max={heightRanges.loop.max}
                  error={problem("loopHeight")}
                  onChange={onChange}
                />
              ),
            )}
          </div>
        </div>
      </Suspense>
      {isDesign ? null : (
        <Suspense>
          <ChoiceGroup
            legend={copy.fields.motif}
            name="motif"
            value={configuration.motif}
            onChange={onChange}
            error={problem("motif")}
            options={motifs.map((motif) => ({
              value: motif,
              content: <span>{copy.names.motifs[motif]}</span>,
            }))}
          />
        </Suspense>
      )}
      <Suspense>
        <ColourPicker
          copy={copy}
          chosen={configuration.colours}
          family={family}
          search={search}
          error={problem("colours")}
          onChange={onChange}
          onGround={onGround}
        />
      </Suspense>
      <Suspense>
        <ChoiceGroup
          legend={copy.fields.material}
          name="material"
          value={configuration.material}
          onChange={onChange}
          columns="grid-cols-1 sm:grid-cols-2"
          error={problem("material")}
          options={materials.map((material) => ({
            value: material,
            content: <span>{copy.names.materials[material]}</span>,
          }))}
        />
      </Suspense>
      <Suspense>
        <ChoiceGroup
          legend={copy.fields.backing}
          name="backing"
          value={configuration.backing}
          onChange={onChange}
          columns="grid-cols-1 sm:grid-cols-2"
          error={problem("backing")}
          options={backings.map((backing) => ({
            value: backing,
            content: <span>{copy.names.backings[backing]}</span>,
          }))}
        />
      </Suspense>
    </>
  );
}
