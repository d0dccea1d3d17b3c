template <bool wp_linear_contiguous>
static void make_nested_loop_s000002__locals__nested_loop_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_nested_loop_s000002__locals__nested_loop_s000002 *_wp_args,
    wp_args_make_nested_loop_s000002__locals__nested_loop_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_nested_loop_s000002__locals__nested_loop_s000002 wp_contiguous_args;
    wp_args_make_nested_loop_s000002__locals__nested_loop_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_steps = _wp_args->steps;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::int32 adj_steps = _wp_adj_args->steps;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    const wp::int32 var_3 = 0;
    wp::range_t var_4;
    wp::int32 var_5;
    const wp::int32 var_6 = 0;
    const wp::int32 var_7 = 0;
    const bool var_8 = true;
    bool var_9;
    const bool var_10 = false;
    bool var_11;
    const wp::float32 var_12 = 0.5;
    wp::float32 var_13;
    wp::float32* var_14;
    const wp::float32 var_15 = 0.125;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 0.5;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 0;
    wp::float32 var_23;
    const wp::float32 var_24 = 0.25;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = 0.75;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    const wp::float32 var_34 = 0.5;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    const bool var_39 = true;
    bool var_40;
    const bool var_41 = false;
    bool var_42;
    const wp::float32 var_43 = 0.5;
    wp::float32 var_44;
    wp::float32* var_45;
    const wp::float32 var_46 = 0.125;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 0.5;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 0;
    wp::float32 var_54;
    const wp::float32 var_55 = 0.25;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.0;
    wp::float32 var_63;
    const wp::float32 var_64 = 0.5;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::int32 var_68 = 2;
    const bool var_69 = true;
    bool var_70;
    const bool var_71 = false;
    bool var_72;
    const wp::float32 var_73 = 0.5;
    wp::float32 var_74;
    wp::float32* var_75;
    const wp::float32 var_76 = 0.125;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::float32 var_80 = 0.5;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::int32 var_83 = 0;
    wp::float32 var_84;
    const wp::float32 var_85 = 0.25;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    const wp::float32 var_92 = 1.0;
    wp::float32 var_93;
    const wp::float32 var_94 = 0.5;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 3;
    const bool var_99 = true;
    bool var_100;
    const bool var_101 = false;
    bool var_102;
    const wp::float32 var_103 = 0.5;
    wp::float32 var_104;
    wp::float32* var_105;
    const wp::float32 var_106 = 0.125;
    wp::float32 var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    const wp::float32 var_110 = 0.5;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::int32 var_113 = 0;
    wp::float32 var_114;
    const wp::float32 var_115 = 0.25;
    wp::float32 var_116;
    wp::float32 var_117;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::float32 var_122 = 1.0;
    wp::float32 var_123;
    const wp::float32 var_124 = 0.5;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::int32 var_128 = 1;
    const wp::int32 var_129 = 0;
    const bool var_130 = true;
    bool var_131;
    const bool var_132 = false;
    bool var_133;
    const wp::float32 var_134 = 0.5;
    wp::float32 var_135;
    wp::float32* var_136;
    const wp::float32 var_137 = 0.125;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::float32 var_141 = 0.5;
    wp::float32 var_142;
    wp::float32 var_143;
    const wp::int32 var_144 = 1;
    wp::float32 var_145;
    const wp::float32 var_146 = 0.25;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    const wp::float32 var_153 = 1.0;
    wp::float32 var_154;
    const wp::float32 var_155 = 0.5;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::float32 var_158;
    const wp::int32 var_159 = 1;
    const bool var_160 = true;
    bool var_161;
    const bool var_162 = false;
    bool var_163;
    const wp::float32 var_164 = 0.5;
    wp::float32 var_165;
    wp::float32* var_166;
    const wp::float32 var_167 = 0.125;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    const wp::float32 var_171 = 0.5;
    wp::float32 var_172;
    wp::float32 var_173;
    const wp::int32 var_174 = 1;
    wp::float32 var_175;
    const wp::float32 var_176 = 0.25;
    wp::float32 var_177;
    wp::float32 var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    const wp::float32 var_183 = 1.0;
    wp::float32 var_184;
    const wp::float32 var_185 = 0.5;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    const wp::int32 var_189 = 2;
    const bool var_190 = true;
    bool var_191;
    const bool var_192 = false;
    bool var_193;
    const wp::float32 var_194 = 0.5;
    wp::float32 var_195;
    wp::float32* var_196;
    const wp::float32 var_197 = 0.125;
    wp::float32 var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    const wp::float32 var_201 = 0.5;
    wp::float32 var_202;
    wp::float32 var_203;
    const wp::int32 var_204 = 1;
    wp::float32 var_205;
    const wp::float32 var_206 = 0.25;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    wp::float32 var_212;
    const wp::float32 var_213 = 1.0;
    wp::float32 var_214;
    const wp::float32 var_215 = 0.5;
    wp::float32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    const wp::int32 var_219 = 3;
    const bool var_220 = true;
    bool var_221;
    const bool var_222 = false;
    bool var_223;
    const wp::float32 var_224 = 0.5;
    wp::float32 var_225;
    wp::float32* var_226;
    const wp::float32 var_227 = 0.125;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    const wp::float32 var_231 = 0.5;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::int32 var_234 = 1;
    wp::float32 var_235;
    const wp::float32 var_236 = 0.25;
    wp::float32 var_237;
    wp::float32 var_238;
    wp::float32 var_239;
    wp::float32 var_240;
    wp::float32 var_241;
    wp::float32 var_242;
    const wp::float32 var_243 = 1.0;
    wp::float32 var_244;
    const wp::float32 var_245 = 0.5;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::float32 var_248;
    const wp::int32 var_249 = 2;
    const wp::int32 var_250 = 0;
    const bool var_251 = true;
    bool var_252;
    const bool var_253 = false;
    bool var_254;
    const wp::float32 var_255 = 0.5;
    wp::float32 var_256;
    wp::float32* var_257;
    const wp::float32 var_258 = 0.125;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::float32 var_262 = 0.5;
    wp::float32 var_263;
    wp::float32 var_264;
    const wp::int32 var_265 = 2;
    wp::float32 var_266;
    const wp::float32 var_267 = 0.25;
    wp::float32 var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    const wp::float32 var_274 = 1.0;
    wp::float32 var_275;
    const wp::float32 var_276 = 0.5;
    wp::float32 var_277;
    wp::float32 var_278;
    wp::float32 var_279;
    const wp::int32 var_280 = 1;
    const bool var_281 = true;
    bool var_282;
    const bool var_283 = false;
    bool var_284;
    const wp::float32 var_285 = 0.5;
    wp::float32 var_286;
    wp::float32* var_287;
    const wp::float32 var_288 = 0.125;
    wp::float32 var_289;
    wp::float32 var_290;
    wp::float32 var_291;
    const wp::float32 var_292 = 0.5;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::int32 var_295 = 2;
    wp::float32 var_296;
    const wp::float32 var_297 = 0.25;
    wp::float32 var_298;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    wp::float32 var_303;
    const wp::float32 var_304 = 1.0;
    wp::float32 var_305;
    const wp::float32 var_306 = 0.5;
    wp::float32 var_307;
    wp::float32 var_308;
    wp::float32 var_309;
    const wp::int32 var_310 = 2;
    const bool var_311 = true;
    bool var_312;
    const bool var_313 = false;
    bool var_314;
    const wp::float32 var_315 = 0.5;
    wp::float32 var_316;
    wp::float32* var_317;
    const wp::float32 var_318 = 0.125;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    const wp::float32 var_322 = 0.5;
    wp::float32 var_323;
    wp::float32 var_324;
    const wp::int32 var_325 = 2;
    wp::float32 var_326;
    const wp::float32 var_327 = 0.25;
    wp::float32 var_328;
    wp::float32 var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    const wp::float32 var_334 = 1.0;
    wp::float32 var_335;
    const wp::float32 var_336 = 0.5;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    const wp::int32 var_340 = 3;
    const bool var_341 = true;
    bool var_342;
    const bool var_343 = false;
    bool var_344;
    const wp::float32 var_345 = 0.5;
    wp::float32 var_346;
    wp::float32* var_347;
    const wp::float32 var_348 = 0.125;
    wp::float32 var_349;
    wp::float32 var_350;
    wp::float32 var_351;
    const wp::float32 var_352 = 0.5;
    wp::float32 var_353;
    wp::float32 var_354;
    const wp::int32 var_355 = 2;
    wp::float32 var_356;
    const wp::float32 var_357 = 0.25;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    wp::float32 var_361;
    wp::float32 var_362;
    wp::float32 var_363;
    const wp::float32 var_364 = 1.0;
    wp::float32 var_365;
    const wp::float32 var_366 = 0.5;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::float32 var_369;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::range_t adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    bool adj_8 = {};
    bool adj_9 = {};
    bool adj_10 = {};
    bool adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    bool adj_39 = {};
    bool adj_40 = {};
    bool adj_41 = {};
    bool adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::int32 adj_68 = {};
    bool adj_69 = {};
    bool adj_70 = {};
    bool adj_71 = {};
    bool adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::int32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::int32 adj_98 = {};
    bool adj_99 = {};
    bool adj_100 = {};
    bool adj_101 = {};
    bool adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::int32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::int32 adj_128 = {};
    wp::int32 adj_129 = {};
    bool adj_130 = {};
    bool adj_131 = {};
    bool adj_132 = {};
    bool adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::int32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::int32 adj_159 = {};
    bool adj_160 = {};
    bool adj_161 = {};
    bool adj_162 = {};
    bool adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::float32 adj_167 = {};
    wp::float32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::float32 adj_172 = {};
    wp::float32 adj_173 = {};
    wp::int32 adj_174 = {};
    wp::float32 adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::float32 adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::float32 adj_183 = {};
    wp::float32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::int32 adj_189 = {};
    bool adj_190 = {};
    bool adj_191 = {};
    bool adj_192 = {};
    bool adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::float32 adj_199 = {};
    wp::float32 adj_200 = {};
    wp::float32 adj_201 = {};
    wp::float32 adj_202 = {};
    wp::float32 adj_203 = {};
    wp::int32 adj_204 = {};
    wp::float32 adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::float32 adj_214 = {};
    wp::float32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::float32 adj_218 = {};
    wp::int32 adj_219 = {};
    bool adj_220 = {};
    bool adj_221 = {};
    bool adj_222 = {};
    bool adj_223 = {};
    wp::float32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::float32 adj_226 = {};
    wp::float32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::float32 adj_231 = {};
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::int32 adj_234 = {};
    wp::float32 adj_235 = {};
    wp::float32 adj_236 = {};
    wp::float32 adj_237 = {};
    wp::float32 adj_238 = {};
    wp::float32 adj_239 = {};
    wp::float32 adj_240 = {};
    wp::float32 adj_241 = {};
    wp::float32 adj_242 = {};
    wp::float32 adj_243 = {};
    wp::float32 adj_244 = {};
    wp::float32 adj_245 = {};
    wp::float32 adj_246 = {};
    wp::float32 adj_247 = {};
    wp::float32 adj_248 = {};
    wp::int32 adj_249 = {};
    wp::int32 adj_250 = {};
    bool adj_251 = {};
    bool adj_252 = {};
    bool adj_253 = {};
    bool adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::float32 adj_264 = {};
    wp::int32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::int32 adj_280 = {};
    bool adj_281 = {};
    bool adj_282 = {};
    bool adj_283 = {};
    bool adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::float32 adj_287 = {};
    wp::float32 adj_288 = {};
    wp::float32 adj_289 = {};
    wp::float32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::int32 adj_295 = {};
    wp::float32 adj_296 = {};
    wp::float32 adj_297 = {};
    wp::float32 adj_298 = {};
    wp::float32 adj_299 = {};
    wp::float32 adj_300 = {};
    wp::float32 adj_301 = {};
    wp::float32 adj_302 = {};
    wp::float32 adj_303 = {};
    wp::float32 adj_304 = {};
    wp::float32 adj_305 = {};
    wp::float32 adj_306 = {};
    wp::float32 adj_307 = {};
    wp::float32 adj_308 = {};
    wp::float32 adj_309 = {};
    wp::int32 adj_310 = {};
    bool adj_311 = {};
    bool adj_312 = {};
    bool adj_313 = {};
    bool adj_314 = {};
    wp::float32 adj_315 = {};
    wp::float32 adj_316 = {};
    wp::float32 adj_317 = {};
    wp::float32 adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    wp::float32 adj_321 = {};
    wp::float32 adj_322 = {};
    wp::float32 adj_323 = {};
    wp::float32 adj_324 = {};
    wp::int32 adj_325 = {};
    wp::float32 adj_326 = {};
    wp::float32 adj_327 = {};
    wp::float32 adj_328 = {};
    wp::float32 adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::float32 adj_332 = {};
    wp::float32 adj_333 = {};
    wp::float32 adj_334 = {};
    wp::float32 adj_335 = {};
    wp::float32 adj_336 = {};
    wp::float32 adj_337 = {};
    wp::float32 adj_338 = {};
    wp::float32 adj_339 = {};
    wp::int32 adj_340 = {};
    bool adj_341 = {};
    bool adj_342 = {};
    bool adj_343 = {};
    bool adj_344 = {};
    wp::float32 adj_345 = {};
    wp::float32 adj_346 = {};
    wp::float32 adj_347 = {};
    wp::float32 adj_348 = {};
    wp::float32 adj_349 = {};
    wp::float32 adj_350 = {};
    wp::float32 adj_351 = {};
    wp::float32 adj_352 = {};
    wp::float32 adj_353 = {};
    wp::float32 adj_354 = {};
    wp::int32 adj_355 = {};
    wp::float32 adj_356 = {};
    wp::float32 adj_357 = {};
    wp::float32 adj_358 = {};
    wp::float32 adj_359 = {};
    wp::float32 adj_360 = {};
    wp::float32 adj_361 = {};
    wp::float32 adj_362 = {};
    wp::float32 adj_363 = {};
    wp::float32 adj_364 = {};
    wp::float32 adj_365 = {};
    wp::float32 adj_366 = {};
    wp::float32 adj_367 = {};
    wp::float32 adj_368 = {};
    wp::float32 adj_369 = {};
    //---------
    // forward
    // def nested_loop_s000002(                                                               <L 8>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 14>
    var_2 = wp::float32(var_1);
    // for j in range(0, steps):                                                              <L 15>
    var_4 = wp::range(var_3, var_steps);
    // out[i] = x0                                                                            <L 21>
    // wp::array_store(var_out, var_0, var_2);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_2, adj_out, adj_0, adj_2);
    // adj: out[i] = x0                                                                       <L 21>
    var_4 = wp::iter_reverse(var_4);
    start_for_0:;
        if (iter_cmp(var_4) == 0) goto end_for_0;
        var_5 = wp::iter_next(var_4);
    	adj_6 = {};
    	adj_7 = {};
    	adj_8 = {};
    	adj_9 = {};
    	adj_10 = {};
    	adj_11 = {};
    	adj_12 = {};
    	adj_13 = {};
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
    	adj_19 = {};
    	adj_20 = {};
    	adj_21 = {};
    	adj_22 = {};
    	adj_23 = {};
    	adj_24 = {};
    	adj_25 = {};
    	adj_26 = {};
    	adj_27 = {};
    	adj_28 = {};
    	adj_29 = {};
    	adj_30 = {};
    	adj_31 = {};
    	adj_32 = {};
    	adj_33 = {};
    	adj_34 = {};
    	adj_35 = {};
    	adj_36 = {};
    	adj_37 = {};
    	adj_38 = {};
    	adj_39 = {};
    	adj_40 = {};
    	adj_41 = {};
    	adj_42 = {};
    	adj_43 = {};
    	adj_44 = {};
    	adj_45 = {};
    	adj_46 = {};
    	adj_47 = {};
    	adj_48 = {};
    	adj_49 = {};
    	adj_50 = {};
    	adj_51 = {};
    	adj_52 = {};
    	adj_53 = {};
    	adj_54 = {};
    	adj_55 = {};
    	adj_56 = {};
    	adj_57 = {};
    	adj_58 = {};
    	adj_59 = {};
    	adj_60 = {};
    	adj_61 = {};
    	adj_62 = {};
    	adj_63 = {};
    	adj_64 = {};
    	adj_65 = {};
    	adj_66 = {};
    	adj_67 = {};
    	adj_68 = {};
    	adj_69 = {};
    	adj_70 = {};
    	adj_71 = {};
    	adj_72 = {};
    	adj_73 = {};
    	adj_74 = {};
    	adj_75 = {};
    	adj_76 = {};
    	adj_77 = {};
    	adj_78 = {};
    	adj_79 = {};
    	adj_80 = {};
    	adj_81 = {};
    	adj_82 = {};
    	adj_83 = {};
    	adj_84 = {};
    	adj_85 = {};
    	adj_86 = {};
    	adj_87 = {};
    	adj_88 = {};
    	adj_89 = {};
    	adj_90 = {};
    	adj_91 = {};
    	adj_92 = {};
    	adj_93 = {};
    	adj_94 = {};
    	adj_95 = {};
    	adj_96 = {};
    	adj_97 = {};
    	adj_98 = {};
    	adj_99 = {};
    	adj_100 = {};
    	adj_101 = {};
    	adj_102 = {};
    	adj_103 = {};
    	adj_104 = {};
    	adj_105 = {};
    	adj_106 = {};
    	adj_107 = {};
    	adj_108 = {};
    	adj_109 = {};
    	adj_110 = {};
    	adj_111 = {};
    	adj_112 = {};
    	adj_113 = {};
    	adj_114 = {};
    	adj_115 = {};
    	adj_116 = {};
    	adj_117 = {};
    	adj_118 = {};
    	adj_119 = {};
    	adj_120 = {};
    	adj_121 = {};
    	adj_122 = {};
    	adj_123 = {};
    	adj_124 = {};
    	adj_125 = {};
    	adj_126 = {};
    	adj_127 = {};
    	adj_128 = {};
    	adj_129 = {};
    	adj_130 = {};
    	adj_131 = {};
    	adj_132 = {};
    	adj_133 = {};
    	adj_134 = {};
    	adj_135 = {};
    	adj_136 = {};
    	adj_137 = {};
    	adj_138 = {};
    	adj_139 = {};
    	adj_140 = {};
    	adj_141 = {};
    	adj_142 = {};
    	adj_143 = {};
    	adj_144 = {};
    	adj_145 = {};
    	adj_146 = {};
    	adj_147 = {};
    	adj_148 = {};
    	adj_149 = {};
    	adj_150 = {};
    	adj_151 = {};
    	adj_152 = {};
    	adj_153 = {};
    	adj_154 = {};
    	adj_155 = {};
    	adj_156 = {};
    	adj_157 = {};
    	adj_158 = {};
    	adj_159 = {};
    	adj_160 = {};
    	adj_161 = {};
    	adj_162 = {};
    	adj_163 = {};
    	adj_164 = {};
    	adj_165 = {};
    	adj_166 = {};
    	adj_167 = {};
    	adj_168 = {};
    	adj_169 = {};
    	adj_170 = {};
    	adj_171 = {};
    	adj_172 = {};
    	adj_173 = {};
    	adj_174 = {};
    	adj_175 = {};
    	adj_176 = {};
    	adj_177 = {};
    	adj_178 = {};
    	adj_179 = {};
    	adj_180 = {};
    	adj_181 = {};
    	adj_182 = {};
    	adj_183 = {};
    	adj_184 = {};
    	adj_185 = {};
    	adj_186 = {};
    	adj_187 = {};
    	adj_188 = {};
    	adj_189 = {};
    	adj_190 = {};
    	adj_191 = {};
    	adj_192 = {};
    	adj_193 = {};
    	adj_194 = {};
    	adj_195 = {};
    	adj_196 = {};
    	adj_197 = {};
    	adj_198 = {};
    	adj_199 = {};
    	adj_200 = {};
    	adj_201 = {};
    	adj_202 = {};
    	adj_203 = {};
    	adj_204 = {};
    	adj_205 = {};
    	adj_206 = {};
    	adj_207 = {};
    	adj_208 = {};
    	adj_209 = {};
    	adj_210 = {};
    	adj_211 = {};
    	adj_212 = {};
    	adj_213 = {};
    	adj_214 = {};
    	adj_215 = {};
    	adj_216 = {};
    	adj_217 = {};
    	adj_218 = {};
    	adj_219 = {};
    	adj_220 = {};
    	adj_221 = {};
    	adj_222 = {};
    	adj_223 = {};
    	adj_224 = {};
    	adj_225 = {};
    	adj_226 = {};
    	adj_227 = {};
    	adj_228 = {};
    	adj_229 = {};
    	adj_230 = {};
    	adj_231 = {};
    	adj_232 = {};
    	adj_233 = {};
    	adj_234 = {};
    	adj_235 = {};
    	adj_236 = {};
    	adj_237 = {};
    	adj_238 = {};
    	adj_239 = {};
    	adj_240 = {};
    	adj_241 = {};
    	adj_242 = {};
    	adj_243 = {};
    	adj_244 = {};
    	adj_245 = {};
    	adj_246 = {};
    	adj_247 = {};
    	adj_248 = {};
    	adj_249 = {};
    	adj_250 = {};
    	adj_251 = {};
    	adj_252 = {};
    	adj_253 = {};
    	adj_254 = {};
    	adj_255 = {};
    	adj_256 = {};
    	adj_257 = {};
    	adj_258 = {};
    	adj_259 = {};
    	adj_260 = {};
    	adj_261 = {};
    	adj_262 = {};
    	adj_263 = {};
    	adj_264 = {};
    	adj_265 = {};
    	adj_266 = {};
    	adj_267 = {};
    	adj_268 = {};
    	adj_269 = {};
    	adj_270 = {};
    	adj_271 = {};
    	adj_272 = {};
    	adj_273 = {};
    	adj_274 = {};
    	adj_275 = {};
    	adj_276 = {};
    	adj_277 = {};
    	adj_278 = {};
    	adj_279 = {};
    	adj_280 = {};
    	adj_281 = {};
    	adj_282 = {};
    	adj_283 = {};
    	adj_284 = {};
    	adj_285 = {};
    	adj_286 = {};
    	adj_287 = {};
    	adj_288 = {};
    	adj_289 = {};
    	adj_290 = {};
    	adj_291 = {};
    	adj_292 = {};
    	adj_293 = {};
    	adj_294 = {};
    	adj_295 = {};
    	adj_296 = {};
    	adj_297 = {};
    	adj_298 = {};
    	adj_299 = {};
    	adj_300 = {};
    	adj_301 = {};
    	adj_302 = {};
    	adj_303 = {};
    	adj_304 = {};
    	adj_305 = {};
    	adj_306 = {};
    	adj_307 = {};
    	adj_308 = {};
    	adj_309 = {};
    	adj_310 = {};
    	adj_311 = {};
    	adj_312 = {};
    	adj_313 = {};
    	adj_314 = {};
    	adj_315 = {};
    	adj_316 = {};
    	adj_317 = {};
    	adj_318 = {};
    	adj_319 = {};
    	adj_320 = {};
    	adj_321 = {};
    	adj_322 = {};
    	adj_323 = {};
    	adj_324 = {};
    	adj_325 = {};
    	adj_326 = {};
    	adj_327 = {};
    	adj_328 = {};
    	adj_329 = {};
    	adj_330 = {};
    	adj_331 = {};
    	adj_332 = {};
    	adj_333 = {};
    	adj_334 = {};
    	adj_335 = {};
    	adj_336 = {};
    	adj_337 = {};
    	adj_338 = {};
    	adj_339 = {};
    	adj_340 = {};
    	adj_341 = {};
    	adj_342 = {};
    	adj_343 = {};
    	adj_344 = {};
    	adj_345 = {};
    	adj_346 = {};
    	adj_347 = {};
    	adj_348 = {};
    	adj_349 = {};
    	adj_350 = {};
    	adj_351 = {};
    	adj_352 = {};
    	adj_353 = {};
    	adj_354 = {};
    	adj_355 = {};
    	adj_356 = {};
    	adj_357 = {};
    	adj_358 = {};
    	adj_359 = {};
    	adj_360 = {};
    	adj_361 = {};
    	adj_362 = {};
    	adj_363 = {};
    	adj_364 = {};
    	adj_365 = {};
    	adj_366 = {};
    	adj_367 = {};
    	adj_368 = {};
    	adj_369 = {};
        // for k in range(iterations):                                                        <L 16>
        // for l in range(4):                                                                 <L 17>
        // if k == l:                                                                         <L 18>
        var_9 = (var_6 == var_7);
        if (var_9) {
            // continue                                                                       <L 19>
        }
        var_11 = wp::where(var_9, var_10, var_8);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_11) {
            var_13 = wp::mul(var_2, var_12);
            var_14 = wp::address(var_b, var_0);
            var_17 = wp::load(var_14);
            var_16 = wp::mul(var_17, var_15);
            var_18 = wp::float32(var_5);
            var_20 = wp::mul(var_18, var_19);
            var_21 = wp::add(var_16, var_20);
            var_23 = wp::float32(var_22);
            var_25 = wp::mul(var_23, var_24);
            var_26 = wp::add(var_21, var_25);
            var_27 = wp::float32(var_7);
            var_29 = wp::mul(var_27, var_28);
            var_30 = wp::add(var_26, var_29);
            var_31 = wp::abs(var_30);
            var_33 = wp::add(var_31, var_32);
            var_35 = wp::pow(var_33, var_34);
            var_36 = wp::add(var_13, var_35);
        }
        var_37 = wp::where(var_11, var_36, var_2);
        // if k == l:                                                                         <L 18>
        var_40 = (var_6 == var_38);
        if (var_40) {
            // continue                                                                       <L 19>
        }
        var_42 = wp::where(var_40, var_41, var_39);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_42) {
            var_44 = wp::mul(var_37, var_43);
            var_45 = wp::address(var_b, var_0);
            var_48 = wp::load(var_45);
            var_47 = wp::mul(var_48, var_46);
            var_49 = wp::float32(var_5);
            var_51 = wp::mul(var_49, var_50);
            var_52 = wp::add(var_47, var_51);
            var_54 = wp::float32(var_53);
            var_56 = wp::mul(var_54, var_55);
            var_57 = wp::add(var_52, var_56);
            var_58 = wp::float32(var_38);
            var_59 = wp::mul(var_58, var_28);
            var_60 = wp::add(var_57, var_59);
            var_61 = wp::abs(var_60);
            var_63 = wp::add(var_61, var_62);
            var_65 = wp::pow(var_63, var_64);
            var_66 = wp::add(var_44, var_65);
        }
        var_67 = wp::where(var_42, var_66, var_37);
        // if k == l:                                                                         <L 18>
        var_70 = (var_6 == var_68);
        if (var_70) {
            // continue                                                                       <L 19>
        }
        var_72 = wp::where(var_70, var_71, var_69);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_72) {
            var_74 = wp::mul(var_67, var_73);
            var_75 = wp::address(var_b, var_0);
            var_78 = wp::load(var_75);
            var_77 = wp::mul(var_78, var_76);
            var_79 = wp::float32(var_5);
            var_81 = wp::mul(var_79, var_80);
            var_82 = wp::add(var_77, var_81);
            var_84 = wp::float32(var_83);
            var_86 = wp::mul(var_84, var_85);
            var_87 = wp::add(var_82, var_86);
            var_88 = wp::float32(var_68);
            var_89 = wp::mul(var_88, var_28);
            var_90 = wp::add(var_87, var_89);
            var_91 = wp::abs(var_90);
            var_93 = wp::add(var_91, var_92);
            var_95 = wp::pow(var_93, var_94);
            var_96 = wp::add(var_74, var_95);
        }
        var_97 = wp::where(var_72, var_96, var_67);
        // if k == l:                                                                         <L 18>
        var_100 = (var_6 == var_98);
        if (var_100) {
            // continue                                                                       <L 19>
        }
        var_102 = wp::where(var_100, var_101, var_99);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_102) {
            var_104 = wp::mul(var_97, var_103);
            var_105 = wp::address(var_b, var_0);
            var_108 = wp::load(var_105);
            var_107 = wp::mul(var_108, var_106);
            var_109 = wp::float32(var_5);
            var_111 = wp::mul(var_109, var_110);
            var_112 = wp::add(var_107, var_111);
            var_114 = wp::float32(var_113);
            var_116 = wp::mul(var_114, var_115);
            var_117 = wp::add(var_112, var_116);
            var_118 = wp::float32(var_98);
            var_119 = wp::mul(var_118, var_28);
            var_120 = wp::add(var_117, var_119);
            var_121 = wp::abs(var_120);
            var_123 = wp::add(var_121, var_122);
            var_125 = wp::pow(var_123, var_124);
            var_126 = wp::add(var_104, var_125);
        }
        var_127 = wp::where(var_102, var_126, var_97);
        // for l in range(4):                                                                 <L 17>
        // if k == l:                                                                         <L 18>
        var_131 = (var_128 == var_129);
        if (var_131) {
            // continue                                                                       <L 19>
        }
        var_133 = wp::where(var_131, var_132, var_130);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_133) {
            var_135 = wp::mul(var_127, var_134);
            var_136 = wp::address(var_b, var_0);
            var_139 = wp::load(var_136);
            var_138 = wp::mul(var_139, var_137);
            var_140 = wp::float32(var_5);
            var_142 = wp::mul(var_140, var_141);
            var_143 = wp::add(var_138, var_142);
            var_145 = wp::float32(var_144);
            var_147 = wp::mul(var_145, var_146);
            var_148 = wp::add(var_143, var_147);
            var_149 = wp::float32(var_129);
            var_150 = wp::mul(var_149, var_28);
            var_151 = wp::add(var_148, var_150);
            var_152 = wp::abs(var_151);
            var_154 = wp::add(var_152, var_153);
            var_156 = wp::pow(var_154, var_155);
            var_157 = wp::add(var_135, var_156);
        }
        var_158 = wp::where(var_133, var_157, var_127);
        // if k == l:                                                                         <L 18>
        var_161 = (var_128 == var_159);
        if (var_161) {
            // continue                                                                       <L 19>
        }
        var_163 = wp::where(var_161, var_162, var_160);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_163) {
            var_165 = wp::mul(var_158, var_164);
            var_166 = wp::address(var_b, var_0);
            var_169 = wp::load(var_166);
            var_168 = wp::mul(var_169, var_167);
            var_170 = wp::float32(var_5);
            var_172 = wp::mul(var_170, var_171);
            var_173 = wp::add(var_168, var_172);
            var_175 = wp::float32(var_174);
            var_177 = wp::mul(var_175, var_176);
            var_178 = wp::add(var_173, var_177);
            var_179 = wp::float32(var_159);
            var_180 = wp::mul(var_179, var_28);
            var_181 = wp::add(var_178, var_180);
            var_182 = wp::abs(var_181);
            var_184 = wp::add(var_182, var_183);
            var_186 = wp::pow(var_184, var_185);
            var_187 = wp::add(var_165, var_186);
        }
        var_188 = wp::where(var_163, var_187, var_158);
        // if k == l:                                                                         <L 18>
        var_191 = (var_128 == var_189);
        if (var_191) {
            // continue                                                                       <L 19>
        }
        var_193 = wp::where(var_191, var_192, var_190);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_193) {
            var_195 = wp::mul(var_188, var_194);
            var_196 = wp::address(var_b, var_0);
            var_199 = wp::load(var_196);
            var_198 = wp::mul(var_199, var_197);
            var_200 = wp::float32(var_5);
            var_202 = wp::mul(var_200, var_201);
            var_203 = wp::add(var_198, var_202);
            var_205 = wp::float32(var_204);
            var_207 = wp::mul(var_205, var_206);
            var_208 = wp::add(var_203, var_207);
            var_209 = wp::float32(var_189);
            var_210 = wp::mul(var_209, var_28);
            var_211 = wp::add(var_208, var_210);
            var_212 = wp::abs(var_211);
            var_214 = wp::add(var_212, var_213);
            var_216 = wp::pow(var_214, var_215);
            var_217 = wp::add(var_195, var_216);
        }
        var_218 = wp::where(var_193, var_217, var_188);
        // if k == l:                                                                         <L 18>
        var_221 = (var_128 == var_219);
        if (var_221) {
            // continue                                                                       <L 19>
        }
        var_223 = wp::where(var_221, var_222, var_220);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_223) {
            var_225 = wp::mul(var_218, var_224);
            var_226 = wp::address(var_b, var_0);
            var_229 = wp::load(var_226);
            var_228 = wp::mul(var_229, var_227);
            var_230 = wp::float32(var_5);
            var_232 = wp::mul(var_230, var_231);
            var_233 = wp::add(var_228, var_232);
            var_235 = wp::float32(var_234);
            var_237 = wp::mul(var_235, var_236);
            var_238 = wp::add(var_233, var_237);
            var_239 = wp::float32(var_219);
            var_240 = wp::mul(var_239, var_28);
            var_241 = wp::add(var_238, var_240);
            var_242 = wp::abs(var_241);
            var_244 = wp::add(var_242, var_243);
            var_246 = wp::pow(var_244, var_245);
            var_247 = wp::add(var_225, var_246);
        }
        var_248 = wp::where(var_223, var_247, var_218);
        // for l in range(4):                                                                 <L 17>
        // if k == l:                                                                         <L 18>
        var_252 = (var_249 == var_250);
        if (var_252) {
            // continue                                                                       <L 19>
        }
        var_254 = wp::where(var_252, var_253, var_251);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_254) {
            var_256 = wp::mul(var_248, var_255);
            var_257 = wp::address(var_b, var_0);
            var_260 = wp::load(var_257);
            var_259 = wp::mul(var_260, var_258);
            var_261 = wp::float32(var_5);
            var_263 = wp::mul(var_261, var_262);
            var_264 = wp::add(var_259, var_263);
            var_266 = wp::float32(var_265);
            var_268 = wp::mul(var_266, var_267);
            var_269 = wp::add(var_264, var_268);
            var_270 = wp::float32(var_250);
            var_271 = wp::mul(var_270, var_28);
            var_272 = wp::add(var_269, var_271);
            var_273 = wp::abs(var_272);
            var_275 = wp::add(var_273, var_274);
            var_277 = wp::pow(var_275, var_276);
            var_278 = wp::add(var_256, var_277);
        }
        var_279 = wp::where(var_254, var_278, var_248);
        // if k == l:                                                                         <L 18>
        var_282 = (var_249 == var_280);
        if (var_282) {
            // continue                                                                       <L 19>
        }
        var_284 = wp::where(var_282, var_283, var_281);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_284) {
            var_286 = wp::mul(var_279, var_285);
            var_287 = wp::address(var_b, var_0);
            var_290 = wp::load(var_287);
            var_289 = wp::mul(var_290, var_288);
            var_291 = wp::float32(var_5);
            var_293 = wp::mul(var_291, var_292);
            var_294 = wp::add(var_289, var_293);
            var_296 = wp::float32(var_295);
            var_298 = wp::mul(var_296, var_297);
            var_299 = wp::add(var_294, var_298);
            var_300 = wp::float32(var_280);
            var_301 = wp::mul(var_300, var_28);
            var_302 = wp::add(var_299, var_301);
            var_303 = wp::abs(var_302);
            var_305 = wp::add(var_303, var_304);
            var_307 = wp::pow(var_305, var_306);
            var_308 = wp::add(var_286, var_307);
        }
        var_309 = wp::where(var_284, var_308, var_279);
        // if k == l:                                                                         <L 18>
        var_312 = (var_249 == var_310);
        if (var_312) {
            // continue                                                                       <L 19>
        }
        var_314 = wp::where(var_312, var_313, var_311);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_314) {
            var_316 = wp::mul(var_309, var_315);
            var_317 = wp::address(var_b, var_0);
            var_320 = wp::load(var_317);
            var_319 = wp::mul(var_320, var_318);
            var_321 = wp::float32(var_5);
            var_323 = wp::mul(var_321, var_322);
            var_324 = wp::add(var_319, var_323);
            var_326 = wp::float32(var_325);
            var_328 = wp::mul(var_326, var_327);
            var_329 = wp::add(var_324, var_328);
            var_330 = wp::float32(var_310);
            var_331 = wp::mul(var_330, var_28);
            var_332 = wp::add(var_329, var_331);
            var_333 = wp::abs(var_332);
            var_335 = wp::add(var_333, var_334);
            var_337 = wp::pow(var_335, var_336);
            var_338 = wp::add(var_316, var_337);
        }
        var_339 = wp::where(var_314, var_338, var_309);
        // if k == l:                                                                         <L 18>
        var_342 = (var_249 == var_340);
        if (var_342) {
            // continue                                                                       <L 19>
        }
        var_344 = wp::where(var_342, var_343, var_341);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
        if (var_344) {
            var_346 = wp::mul(var_339, var_345);
            var_347 = wp::address(var_b, var_0);
            var_350 = wp::load(var_347);
            var_349 = wp::mul(var_350, var_348);
            var_351 = wp::float32(var_5);
            var_353 = wp::mul(var_351, var_352);
            var_354 = wp::add(var_349, var_353);
            var_356 = wp::float32(var_355);
            var_358 = wp::mul(var_356, var_357);
            var_359 = wp::add(var_354, var_358);
            var_360 = wp::float32(var_340);
            var_361 = wp::mul(var_360, var_28);
            var_362 = wp::add(var_359, var_361);
            var_363 = wp::abs(var_362);
            var_365 = wp::add(var_363, var_364);
            var_367 = wp::pow(var_365, var_366);
            var_368 = wp::add(var_346, var_367);
        }
        var_369 = wp::where(var_344, var_368, var_339);
        wp::assign(var_2, var_369);
        wp::adj_assign(var_2, var_369, adj_2, adj_369);
        wp::adj_where(var_344, var_368, var_339, adj_344, adj_368, adj_339, adj_369);
        if (var_344) {
            wp::adj_add(var_346, var_367, adj_346, adj_367, adj_368);
            wp::adj_pow(var_365, var_366, var_367, adj_365, adj_366, adj_367);
            wp::adj_add(var_363, var_364, adj_363, adj_364, adj_365);
            wp::adj_abs(var_362, adj_362, adj_363);
            wp::adj_add(var_359, var_361, adj_359, adj_361, adj_362);
            wp::adj_mul(var_360, var_28, adj_360, adj_28, adj_361);
            wp::adj_float32(var_340, adj_340, adj_360);
            wp::adj_add(var_354, var_358, adj_354, adj_358, adj_359);
            wp::adj_mul(var_356, var_357, adj_356, adj_357, adj_358);
            wp::adj_float32(var_355, adj_355, adj_356);
            wp::adj_add(var_349, var_353, adj_349, adj_353, adj_354);
            wp::adj_mul(var_351, var_352, adj_351, adj_352, adj_353);
            wp::adj_float32(var_5, adj_5, adj_351);
            wp::adj_mul(var_350, var_348, adj_347, adj_348, adj_349);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_347);
            wp::adj_mul(var_339, var_345, adj_339, adj_345, adj_346);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_342, var_343, var_341, adj_342, adj_343, adj_341, adj_344);
        if (var_342) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_314, var_338, var_309, adj_314, adj_338, adj_309, adj_339);
        if (var_314) {
            wp::adj_add(var_316, var_337, adj_316, adj_337, adj_338);
            wp::adj_pow(var_335, var_336, var_337, adj_335, adj_336, adj_337);
            wp::adj_add(var_333, var_334, adj_333, adj_334, adj_335);
            wp::adj_abs(var_332, adj_332, adj_333);
            wp::adj_add(var_329, var_331, adj_329, adj_331, adj_332);
            wp::adj_mul(var_330, var_28, adj_330, adj_28, adj_331);
            wp::adj_float32(var_310, adj_310, adj_330);
            wp::adj_add(var_324, var_328, adj_324, adj_328, adj_329);
            wp::adj_mul(var_326, var_327, adj_326, adj_327, adj_328);
            wp::adj_float32(var_325, adj_325, adj_326);
            wp::adj_add(var_319, var_323, adj_319, adj_323, adj_324);
            wp::adj_mul(var_321, var_322, adj_321, adj_322, adj_323);
            wp::adj_float32(var_5, adj_5, adj_321);
            wp::adj_mul(var_320, var_318, adj_317, adj_318, adj_319);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_317);
            wp::adj_mul(var_309, var_315, adj_309, adj_315, adj_316);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_312, var_313, var_311, adj_312, adj_313, adj_311, adj_314);
        if (var_312) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_284, var_308, var_279, adj_284, adj_308, adj_279, adj_309);
        if (var_284) {
            wp::adj_add(var_286, var_307, adj_286, adj_307, adj_308);
            wp::adj_pow(var_305, var_306, var_307, adj_305, adj_306, adj_307);
            wp::adj_add(var_303, var_304, adj_303, adj_304, adj_305);
            wp::adj_abs(var_302, adj_302, adj_303);
            wp::adj_add(var_299, var_301, adj_299, adj_301, adj_302);
            wp::adj_mul(var_300, var_28, adj_300, adj_28, adj_301);
            wp::adj_float32(var_280, adj_280, adj_300);
            wp::adj_add(var_294, var_298, adj_294, adj_298, adj_299);
            wp::adj_mul(var_296, var_297, adj_296, adj_297, adj_298);
            wp::adj_float32(var_295, adj_295, adj_296);
            wp::adj_add(var_289, var_293, adj_289, adj_293, adj_294);
            wp::adj_mul(var_291, var_292, adj_291, adj_292, adj_293);
            wp::adj_float32(var_5, adj_5, adj_291);
            wp::adj_mul(var_290, var_288, adj_287, adj_288, adj_289);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_287);
            wp::adj_mul(var_279, var_285, adj_279, adj_285, adj_286);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_282, var_283, var_281, adj_282, adj_283, adj_281, adj_284);
        if (var_282) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_254, var_278, var_248, adj_254, adj_278, adj_248, adj_279);
        if (var_254) {
            wp::adj_add(var_256, var_277, adj_256, adj_277, adj_278);
            wp::adj_pow(var_275, var_276, var_277, adj_275, adj_276, adj_277);
            wp::adj_add(var_273, var_274, adj_273, adj_274, adj_275);
            wp::adj_abs(var_272, adj_272, adj_273);
            wp::adj_add(var_269, var_271, adj_269, adj_271, adj_272);
            wp::adj_mul(var_270, var_28, adj_270, adj_28, adj_271);
            wp::adj_float32(var_250, adj_250, adj_270);
            wp::adj_add(var_264, var_268, adj_264, adj_268, adj_269);
            wp::adj_mul(var_266, var_267, adj_266, adj_267, adj_268);
            wp::adj_float32(var_265, adj_265, adj_266);
            wp::adj_add(var_259, var_263, adj_259, adj_263, adj_264);
            wp::adj_mul(var_261, var_262, adj_261, adj_262, adj_263);
            wp::adj_float32(var_5, adj_5, adj_261);
            wp::adj_mul(var_260, var_258, adj_257, adj_258, adj_259);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_257);
            wp::adj_mul(var_248, var_255, adj_248, adj_255, adj_256);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_252, var_253, var_251, adj_252, adj_253, adj_251, adj_254);
        if (var_252) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        // adj: for l in range(4):                                                            <L 17>
        wp::adj_where(var_223, var_247, var_218, adj_223, adj_247, adj_218, adj_248);
        if (var_223) {
            wp::adj_add(var_225, var_246, adj_225, adj_246, adj_247);
            wp::adj_pow(var_244, var_245, var_246, adj_244, adj_245, adj_246);
            wp::adj_add(var_242, var_243, adj_242, adj_243, adj_244);
            wp::adj_abs(var_241, adj_241, adj_242);
            wp::adj_add(var_238, var_240, adj_238, adj_240, adj_241);
            wp::adj_mul(var_239, var_28, adj_239, adj_28, adj_240);
            wp::adj_float32(var_219, adj_219, adj_239);
            wp::adj_add(var_233, var_237, adj_233, adj_237, adj_238);
            wp::adj_mul(var_235, var_236, adj_235, adj_236, adj_237);
            wp::adj_float32(var_234, adj_234, adj_235);
            wp::adj_add(var_228, var_232, adj_228, adj_232, adj_233);
            wp::adj_mul(var_230, var_231, adj_230, adj_231, adj_232);
            wp::adj_float32(var_5, adj_5, adj_230);
            wp::adj_mul(var_229, var_227, adj_226, adj_227, adj_228);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_226);
            wp::adj_mul(var_218, var_224, adj_218, adj_224, adj_225);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_221, var_222, var_220, adj_221, adj_222, adj_220, adj_223);
        if (var_221) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_193, var_217, var_188, adj_193, adj_217, adj_188, adj_218);
        if (var_193) {
            wp::adj_add(var_195, var_216, adj_195, adj_216, adj_217);
            wp::adj_pow(var_214, var_215, var_216, adj_214, adj_215, adj_216);
            wp::adj_add(var_212, var_213, adj_212, adj_213, adj_214);
            wp::adj_abs(var_211, adj_211, adj_212);
            wp::adj_add(var_208, var_210, adj_208, adj_210, adj_211);
            wp::adj_mul(var_209, var_28, adj_209, adj_28, adj_210);
            wp::adj_float32(var_189, adj_189, adj_209);
            wp::adj_add(var_203, var_207, adj_203, adj_207, adj_208);
            wp::adj_mul(var_205, var_206, adj_205, adj_206, adj_207);
            wp::adj_float32(var_204, adj_204, adj_205);
            wp::adj_add(var_198, var_202, adj_198, adj_202, adj_203);
            wp::adj_mul(var_200, var_201, adj_200, adj_201, adj_202);
            wp::adj_float32(var_5, adj_5, adj_200);
            wp::adj_mul(var_199, var_197, adj_196, adj_197, adj_198);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_196);
            wp::adj_mul(var_188, var_194, adj_188, adj_194, adj_195);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_191, var_192, var_190, adj_191, adj_192, adj_190, adj_193);
        if (var_191) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_163, var_187, var_158, adj_163, adj_187, adj_158, adj_188);
        if (var_163) {
            wp::adj_add(var_165, var_186, adj_165, adj_186, adj_187);
            wp::adj_pow(var_184, var_185, var_186, adj_184, adj_185, adj_186);
            wp::adj_add(var_182, var_183, adj_182, adj_183, adj_184);
            wp::adj_abs(var_181, adj_181, adj_182);
            wp::adj_add(var_178, var_180, adj_178, adj_180, adj_181);
            wp::adj_mul(var_179, var_28, adj_179, adj_28, adj_180);
            wp::adj_float32(var_159, adj_159, adj_179);
            wp::adj_add(var_173, var_177, adj_173, adj_177, adj_178);
            wp::adj_mul(var_175, var_176, adj_175, adj_176, adj_177);
            wp::adj_float32(var_174, adj_174, adj_175);
            wp::adj_add(var_168, var_172, adj_168, adj_172, adj_173);
            wp::adj_mul(var_170, var_171, adj_170, adj_171, adj_172);
            wp::adj_float32(var_5, adj_5, adj_170);
            wp::adj_mul(var_169, var_167, adj_166, adj_167, adj_168);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_166);
            wp::adj_mul(var_158, var_164, adj_158, adj_164, adj_165);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_161, var_162, var_160, adj_161, adj_162, adj_160, adj_163);
        if (var_161) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_133, var_157, var_127, adj_133, adj_157, adj_127, adj_158);
        if (var_133) {
            wp::adj_add(var_135, var_156, adj_135, adj_156, adj_157);
            wp::adj_pow(var_154, var_155, var_156, adj_154, adj_155, adj_156);
            wp::adj_add(var_152, var_153, adj_152, adj_153, adj_154);
            wp::adj_abs(var_151, adj_151, adj_152);
            wp::adj_add(var_148, var_150, adj_148, adj_150, adj_151);
            wp::adj_mul(var_149, var_28, adj_149, adj_28, adj_150);
            wp::adj_float32(var_129, adj_129, adj_149);
            wp::adj_add(var_143, var_147, adj_143, adj_147, adj_148);
            wp::adj_mul(var_145, var_146, adj_145, adj_146, adj_147);
            wp::adj_float32(var_144, adj_144, adj_145);
            wp::adj_add(var_138, var_142, adj_138, adj_142, adj_143);
            wp::adj_mul(var_140, var_141, adj_140, adj_141, adj_142);
            wp::adj_float32(var_5, adj_5, adj_140);
            wp::adj_mul(var_139, var_137, adj_136, adj_137, adj_138);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_136);
            wp::adj_mul(var_127, var_134, adj_127, adj_134, adj_135);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_131, var_132, var_130, adj_131, adj_132, adj_130, adj_133);
        if (var_131) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        // adj: for l in range(4):                                                            <L 17>
        wp::adj_where(var_102, var_126, var_97, adj_102, adj_126, adj_97, adj_127);
        if (var_102) {
            wp::adj_add(var_104, var_125, adj_104, adj_125, adj_126);
            wp::adj_pow(var_123, var_124, var_125, adj_123, adj_124, adj_125);
            wp::adj_add(var_121, var_122, adj_121, adj_122, adj_123);
            wp::adj_abs(var_120, adj_120, adj_121);
            wp::adj_add(var_117, var_119, adj_117, adj_119, adj_120);
            wp::adj_mul(var_118, var_28, adj_118, adj_28, adj_119);
            wp::adj_float32(var_98, adj_98, adj_118);
            wp::adj_add(var_112, var_116, adj_112, adj_116, adj_117);
            wp::adj_mul(var_114, var_115, adj_114, adj_115, adj_116);
            wp::adj_float32(var_113, adj_113, adj_114);
            wp::adj_add(var_107, var_111, adj_107, adj_111, adj_112);
            wp::adj_mul(var_109, var_110, adj_109, adj_110, adj_111);
            wp::adj_float32(var_5, adj_5, adj_109);
            wp::adj_mul(var_108, var_106, adj_105, adj_106, adj_107);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_105);
            wp::adj_mul(var_97, var_103, adj_97, adj_103, adj_104);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_100, var_101, var_99, adj_100, adj_101, adj_99, adj_102);
        if (var_100) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_72, var_96, var_67, adj_72, adj_96, adj_67, adj_97);
        if (var_72) {
            wp::adj_add(var_74, var_95, adj_74, adj_95, adj_96);
            wp::adj_pow(var_93, var_94, var_95, adj_93, adj_94, adj_95);
            wp::adj_add(var_91, var_92, adj_91, adj_92, adj_93);
            wp::adj_abs(var_90, adj_90, adj_91);
            wp::adj_add(var_87, var_89, adj_87, adj_89, adj_90);
            wp::adj_mul(var_88, var_28, adj_88, adj_28, adj_89);
            wp::adj_float32(var_68, adj_68, adj_88);
            wp::adj_add(var_82, var_86, adj_82, adj_86, adj_87);
            wp::adj_mul(var_84, var_85, adj_84, adj_85, adj_86);
            wp::adj_float32(var_83, adj_83, adj_84);
            wp::adj_add(var_77, var_81, adj_77, adj_81, adj_82);
            wp::adj_mul(var_79, var_80, adj_79, adj_80, adj_81);
            wp::adj_float32(var_5, adj_5, adj_79);
            wp::adj_mul(var_78, var_76, adj_75, adj_76, adj_77);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_75);
            wp::adj_mul(var_67, var_73, adj_67, adj_73, adj_74);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_70, var_71, var_69, adj_70, adj_71, adj_69, adj_72);
        if (var_70) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_42, var_66, var_37, adj_42, adj_66, adj_37, adj_67);
        if (var_42) {
            wp::adj_add(var_44, var_65, adj_44, adj_65, adj_66);
            wp::adj_pow(var_63, var_64, var_65, adj_63, adj_64, adj_65);
            wp::adj_add(var_61, var_62, adj_61, adj_62, adj_63);
            wp::adj_abs(var_60, adj_60, adj_61);
            wp::adj_add(var_57, var_59, adj_57, adj_59, adj_60);
            wp::adj_mul(var_58, var_28, adj_58, adj_28, adj_59);
            wp::adj_float32(var_38, adj_38, adj_58);
            wp::adj_add(var_52, var_56, adj_52, adj_56, adj_57);
            wp::adj_mul(var_54, var_55, adj_54, adj_55, adj_56);
            wp::adj_float32(var_53, adj_53, adj_54);
            wp::adj_add(var_47, var_51, adj_47, adj_51, adj_52);
            wp::adj_mul(var_49, var_50, adj_49, adj_50, adj_51);
            wp::adj_float32(var_5, adj_5, adj_49);
            wp::adj_mul(var_48, var_46, adj_45, adj_46, adj_47);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_45);
            wp::adj_mul(var_37, var_43, adj_37, adj_43, adj_44);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_40, var_41, var_39, adj_40, adj_41, adj_39, adj_42);
        if (var_40) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        wp::adj_where(var_11, var_36, var_2, adj_11, adj_36, adj_2, adj_37);
        if (var_11) {
            wp::adj_add(var_13, var_35, adj_13, adj_35, adj_36);
            wp::adj_pow(var_33, var_34, var_35, adj_33, adj_34, adj_35);
            wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
            wp::adj_abs(var_30, adj_30, adj_31);
            wp::adj_add(var_26, var_29, adj_26, adj_29, adj_30);
            wp::adj_mul(var_27, var_28, adj_27, adj_28, adj_29);
            wp::adj_float32(var_7, adj_7, adj_27);
            wp::adj_add(var_21, var_25, adj_21, adj_25, adj_26);
            wp::adj_mul(var_23, var_24, adj_23, adj_24, adj_25);
            wp::adj_float32(var_22, adj_22, adj_23);
            wp::adj_add(var_16, var_20, adj_16, adj_20, adj_21);
            wp::adj_mul(var_18, var_19, adj_18, adj_19, adj_20);
            wp::adj_float32(var_5, adj_5, adj_18);
            wp::adj_mul(var_17, var_15, adj_14, adj_15, adj_16);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_14);
            wp::adj_mul(var_2, var_12, adj_2, adj_12, adj_13);
        }
        // adj: x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)  <L 20>
        wp::adj_where(var_9, var_10, var_8, adj_9, adj_10, adj_8, adj_11);
        if (var_9) {
            // adj: continue                                                                  <L 19>
        }
        // adj: if k == l:                                                                    <L 18>
        // adj: for l in range(4):                                                            <L 17>
        // adj: for k in range(iterations):                                                   <L 16>
    	goto start_for_0;
    end_for_0:;
    // adj: for j in range(0, steps):                                                         <L 15>
    wp::adj_float32(var_1, adj_1, adj_2);
    // adj: x0 = wp.float32(0.0)                                                              <L 14>
    // adj: i = wp.tid()                                                                      <L 13>
    // adj: def nested_loop_s000002(                                                          <L 8>
    return;
}