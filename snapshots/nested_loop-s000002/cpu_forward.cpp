struct wp_args_nested_loop_s000002 {
    wp::array_t<wp::float32> b;
    wp::int32 steps;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void nested_loop_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_nested_loop_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_steps = _wp_args->steps;
    wp::array_t<wp::float32> var_out = _wp_args->out;
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
    wp::float32 var_22;
    const wp::float32 var_23 = 0.25;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.75;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.0;
    wp::float32 var_32;
    const wp::float32 var_33 = 0.5;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::int32 var_37 = 1;
    const bool var_38 = true;
    bool var_39;
    const bool var_40 = false;
    bool var_41;
    const wp::float32 var_42 = 0.5;
    wp::float32 var_43;
    wp::float32* var_44;
    const wp::float32 var_45 = 0.125;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 0.5;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 0.25;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 0.75;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::float32 var_61 = 1.0;
    wp::float32 var_62;
    const wp::float32 var_63 = 0.5;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::int32 var_67 = 2;
    const bool var_68 = true;
    bool var_69;
    const bool var_70 = false;
    bool var_71;
    const wp::float32 var_72 = 0.5;
    wp::float32 var_73;
    wp::float32* var_74;
    const wp::float32 var_75 = 0.125;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = 0.5;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 0.25;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    const wp::float32 var_87 = 0.75;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 1.0;
    wp::float32 var_92;
    const wp::float32 var_93 = 0.5;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    const wp::int32 var_97 = 3;
    const bool var_98 = true;
    bool var_99;
    const bool var_100 = false;
    bool var_101;
    const wp::float32 var_102 = 0.5;
    wp::float32 var_103;
    wp::float32* var_104;
    const wp::float32 var_105 = 0.125;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = 0.5;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::float32 var_113 = 0.25;
    wp::float32 var_114;
    wp::float32 var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = 0.75;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    const wp::float32 var_121 = 1.0;
    wp::float32 var_122;
    const wp::float32 var_123 = 0.5;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    const wp::int32 var_127 = 1;
    const wp::int32 var_128 = 0;
    const bool var_129 = true;
    bool var_130;
    const bool var_131 = false;
    bool var_132;
    const wp::float32 var_133 = 0.5;
    wp::float32 var_134;
    wp::float32* var_135;
    const wp::float32 var_136 = 0.125;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 0.5;
    wp::float32 var_141;
    wp::float32 var_142;
    wp::float32 var_143;
    const wp::float32 var_144 = 0.25;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    const wp::float32 var_148 = 0.75;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    const wp::float32 var_152 = 1.0;
    wp::float32 var_153;
    const wp::float32 var_154 = 0.5;
    wp::float32 var_155;
    wp::float32 var_156;
    wp::float32 var_157;
    const wp::int32 var_158 = 1;
    const bool var_159 = true;
    bool var_160;
    const bool var_161 = false;
    bool var_162;
    const wp::float32 var_163 = 0.5;
    wp::float32 var_164;
    wp::float32* var_165;
    const wp::float32 var_166 = 0.125;
    wp::float32 var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    const wp::float32 var_170 = 0.5;
    wp::float32 var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    const wp::float32 var_174 = 0.25;
    wp::float32 var_175;
    wp::float32 var_176;
    wp::float32 var_177;
    const wp::float32 var_178 = 0.75;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    const wp::float32 var_182 = 1.0;
    wp::float32 var_183;
    const wp::float32 var_184 = 0.5;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    const wp::int32 var_188 = 2;
    const bool var_189 = true;
    bool var_190;
    const bool var_191 = false;
    bool var_192;
    const wp::float32 var_193 = 0.5;
    wp::float32 var_194;
    wp::float32* var_195;
    const wp::float32 var_196 = 0.125;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    const wp::float32 var_200 = 0.5;
    wp::float32 var_201;
    wp::float32 var_202;
    wp::float32 var_203;
    const wp::float32 var_204 = 0.25;
    wp::float32 var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    const wp::float32 var_208 = 0.75;
    wp::float32 var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    const wp::float32 var_212 = 1.0;
    wp::float32 var_213;
    const wp::float32 var_214 = 0.5;
    wp::float32 var_215;
    wp::float32 var_216;
    wp::float32 var_217;
    const wp::int32 var_218 = 3;
    const bool var_219 = true;
    bool var_220;
    const bool var_221 = false;
    bool var_222;
    const wp::float32 var_223 = 0.5;
    wp::float32 var_224;
    wp::float32* var_225;
    const wp::float32 var_226 = 0.125;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    const wp::float32 var_230 = 0.5;
    wp::float32 var_231;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::float32 var_234 = 0.25;
    wp::float32 var_235;
    wp::float32 var_236;
    wp::float32 var_237;
    const wp::float32 var_238 = 0.75;
    wp::float32 var_239;
    wp::float32 var_240;
    wp::float32 var_241;
    const wp::float32 var_242 = 1.0;
    wp::float32 var_243;
    const wp::float32 var_244 = 0.5;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    const wp::int32 var_248 = 2;
    const wp::int32 var_249 = 0;
    const bool var_250 = true;
    bool var_251;
    const bool var_252 = false;
    bool var_253;
    const wp::float32 var_254 = 0.5;
    wp::float32 var_255;
    wp::float32* var_256;
    const wp::float32 var_257 = 0.125;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    const wp::float32 var_261 = 0.5;
    wp::float32 var_262;
    wp::float32 var_263;
    wp::float32 var_264;
    const wp::float32 var_265 = 0.25;
    wp::float32 var_266;
    wp::float32 var_267;
    wp::float32 var_268;
    const wp::float32 var_269 = 0.75;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    const wp::float32 var_273 = 1.0;
    wp::float32 var_274;
    const wp::float32 var_275 = 0.5;
    wp::float32 var_276;
    wp::float32 var_277;
    wp::float32 var_278;
    const wp::int32 var_279 = 1;
    const bool var_280 = true;
    bool var_281;
    const bool var_282 = false;
    bool var_283;
    const wp::float32 var_284 = 0.5;
    wp::float32 var_285;
    wp::float32* var_286;
    const wp::float32 var_287 = 0.125;
    wp::float32 var_288;
    wp::float32 var_289;
    wp::float32 var_290;
    const wp::float32 var_291 = 0.5;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::float32 var_295 = 0.25;
    wp::float32 var_296;
    wp::float32 var_297;
    wp::float32 var_298;
    const wp::float32 var_299 = 0.75;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    const wp::float32 var_303 = 1.0;
    wp::float32 var_304;
    const wp::float32 var_305 = 0.5;
    wp::float32 var_306;
    wp::float32 var_307;
    wp::float32 var_308;
    const wp::int32 var_309 = 2;
    const bool var_310 = true;
    bool var_311;
    const bool var_312 = false;
    bool var_313;
    const wp::float32 var_314 = 0.5;
    wp::float32 var_315;
    wp::float32* var_316;
    const wp::float32 var_317 = 0.125;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    const wp::float32 var_321 = 0.5;
    wp::float32 var_322;
    wp::float32 var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = 0.25;
    wp::float32 var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    const wp::float32 var_329 = 0.75;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    const wp::float32 var_333 = 1.0;
    wp::float32 var_334;
    const wp::float32 var_335 = 0.5;
    wp::float32 var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    const wp::int32 var_339 = 3;
    const bool var_340 = true;
    bool var_341;
    const bool var_342 = false;
    bool var_343;
    const wp::float32 var_344 = 0.5;
    wp::float32 var_345;
    wp::float32* var_346;
    const wp::float32 var_347 = 0.125;
    wp::float32 var_348;
    wp::float32 var_349;
    wp::float32 var_350;
    const wp::float32 var_351 = 0.5;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    const wp::float32 var_355 = 0.25;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::float32 var_358;
    const wp::float32 var_359 = 0.75;
    wp::float32 var_360;
    wp::float32 var_361;
    wp::float32 var_362;
    const wp::float32 var_363 = 1.0;
    wp::float32 var_364;
    const wp::float32 var_365 = 0.5;
    wp::float32 var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    //---------
    // forward
    // def nested_loop_s000002(                                                               <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 13>
    var_2 = wp::float32(var_1);
    // for j in range(0, steps):                                                              <L 14>
    var_4 = wp::range(var_3, var_steps);
    start_for_0:;
        if (iter_cmp(var_4) == 0) goto end_for_0;
        var_5 = wp::iter_next(var_4);
        // for k in range(3):                                                                 <L 15>
        // for l in range(4):                                                                 <L 16>
        // if k == l:                                                                         <L 17>
        var_9 = (var_6 == var_7);
        if (var_9) {
            // continue                                                                       <L 18>
        }
        var_11 = wp::where(var_9, var_10, var_8);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_11) {
            var_13 = wp::mul(var_2, var_12);
            var_14 = wp::address(var_b, var_0);
            var_17 = wp::load(var_14);
            var_16 = wp::mul(var_17, var_15);
            var_18 = wp::float32(var_5);
            var_20 = wp::mul(var_18, var_19);
            var_21 = wp::add(var_16, var_20);
            var_22 = wp::float32(var_6);
            var_24 = wp::mul(var_22, var_23);
            var_25 = wp::add(var_21, var_24);
            var_26 = wp::float32(var_7);
            var_28 = wp::mul(var_26, var_27);
            var_29 = wp::add(var_25, var_28);
            var_30 = wp::abs(var_29);
            var_32 = wp::add(var_30, var_31);
            var_34 = wp::pow(var_32, var_33);
            var_35 = wp::add(var_13, var_34);
        }
        var_36 = wp::where(var_11, var_35, var_2);
        // if k == l:                                                                         <L 17>
        var_39 = (var_6 == var_37);
        if (var_39) {
            // continue                                                                       <L 18>
        }
        var_41 = wp::where(var_39, var_40, var_38);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_41) {
            var_43 = wp::mul(var_36, var_42);
            var_44 = wp::address(var_b, var_0);
            var_47 = wp::load(var_44);
            var_46 = wp::mul(var_47, var_45);
            var_48 = wp::float32(var_5);
            var_50 = wp::mul(var_48, var_49);
            var_51 = wp::add(var_46, var_50);
            var_52 = wp::float32(var_6);
            var_54 = wp::mul(var_52, var_53);
            var_55 = wp::add(var_51, var_54);
            var_56 = wp::float32(var_37);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::add(var_55, var_58);
            var_60 = wp::abs(var_59);
            var_62 = wp::add(var_60, var_61);
            var_64 = wp::pow(var_62, var_63);
            var_65 = wp::add(var_43, var_64);
        }
        var_66 = wp::where(var_41, var_65, var_36);
        // if k == l:                                                                         <L 17>
        var_69 = (var_6 == var_67);
        if (var_69) {
            // continue                                                                       <L 18>
        }
        var_71 = wp::where(var_69, var_70, var_68);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_71) {
            var_73 = wp::mul(var_66, var_72);
            var_74 = wp::address(var_b, var_0);
            var_77 = wp::load(var_74);
            var_76 = wp::mul(var_77, var_75);
            var_78 = wp::float32(var_5);
            var_80 = wp::mul(var_78, var_79);
            var_81 = wp::add(var_76, var_80);
            var_82 = wp::float32(var_6);
            var_84 = wp::mul(var_82, var_83);
            var_85 = wp::add(var_81, var_84);
            var_86 = wp::float32(var_67);
            var_88 = wp::mul(var_86, var_87);
            var_89 = wp::add(var_85, var_88);
            var_90 = wp::abs(var_89);
            var_92 = wp::add(var_90, var_91);
            var_94 = wp::pow(var_92, var_93);
            var_95 = wp::add(var_73, var_94);
        }
        var_96 = wp::where(var_71, var_95, var_66);
        // if k == l:                                                                         <L 17>
        var_99 = (var_6 == var_97);
        if (var_99) {
            // continue                                                                       <L 18>
        }
        var_101 = wp::where(var_99, var_100, var_98);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_101) {
            var_103 = wp::mul(var_96, var_102);
            var_104 = wp::address(var_b, var_0);
            var_107 = wp::load(var_104);
            var_106 = wp::mul(var_107, var_105);
            var_108 = wp::float32(var_5);
            var_110 = wp::mul(var_108, var_109);
            var_111 = wp::add(var_106, var_110);
            var_112 = wp::float32(var_6);
            var_114 = wp::mul(var_112, var_113);
            var_115 = wp::add(var_111, var_114);
            var_116 = wp::float32(var_97);
            var_118 = wp::mul(var_116, var_117);
            var_119 = wp::add(var_115, var_118);
            var_120 = wp::abs(var_119);
            var_122 = wp::add(var_120, var_121);
            var_124 = wp::pow(var_122, var_123);
            var_125 = wp::add(var_103, var_124);
        }
        var_126 = wp::where(var_101, var_125, var_96);
        // for l in range(4):                                                                 <L 16>
        // if k == l:                                                                         <L 17>
        var_130 = (var_127 == var_128);
        if (var_130) {
            // continue                                                                       <L 18>
        }
        var_132 = wp::where(var_130, var_131, var_129);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_132) {
            var_134 = wp::mul(var_126, var_133);
            var_135 = wp::address(var_b, var_0);
            var_138 = wp::load(var_135);
            var_137 = wp::mul(var_138, var_136);
            var_139 = wp::float32(var_5);
            var_141 = wp::mul(var_139, var_140);
            var_142 = wp::add(var_137, var_141);
            var_143 = wp::float32(var_127);
            var_145 = wp::mul(var_143, var_144);
            var_146 = wp::add(var_142, var_145);
            var_147 = wp::float32(var_128);
            var_149 = wp::mul(var_147, var_148);
            var_150 = wp::add(var_146, var_149);
            var_151 = wp::abs(var_150);
            var_153 = wp::add(var_151, var_152);
            var_155 = wp::pow(var_153, var_154);
            var_156 = wp::add(var_134, var_155);
        }
        var_157 = wp::where(var_132, var_156, var_126);
        // if k == l:                                                                         <L 17>
        var_160 = (var_127 == var_158);
        if (var_160) {
            // continue                                                                       <L 18>
        }
        var_162 = wp::where(var_160, var_161, var_159);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_162) {
            var_164 = wp::mul(var_157, var_163);
            var_165 = wp::address(var_b, var_0);
            var_168 = wp::load(var_165);
            var_167 = wp::mul(var_168, var_166);
            var_169 = wp::float32(var_5);
            var_171 = wp::mul(var_169, var_170);
            var_172 = wp::add(var_167, var_171);
            var_173 = wp::float32(var_127);
            var_175 = wp::mul(var_173, var_174);
            var_176 = wp::add(var_172, var_175);
            var_177 = wp::float32(var_158);
            var_179 = wp::mul(var_177, var_178);
            var_180 = wp::add(var_176, var_179);
            var_181 = wp::abs(var_180);
            var_183 = wp::add(var_181, var_182);
            var_185 = wp::pow(var_183, var_184);
            var_186 = wp::add(var_164, var_185);
        }
        var_187 = wp::where(var_162, var_186, var_157);
        // if k == l:                                                                         <L 17>
        var_190 = (var_127 == var_188);
        if (var_190) {
            // continue                                                                       <L 18>
        }
        var_192 = wp::where(var_190, var_191, var_189);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_192) {
            var_194 = wp::mul(var_187, var_193);
            var_195 = wp::address(var_b, var_0);
            var_198 = wp::load(var_195);
            var_197 = wp::mul(var_198, var_196);
            var_199 = wp::float32(var_5);
            var_201 = wp::mul(var_199, var_200);
            var_202 = wp::add(var_197, var_201);
            var_203 = wp::float32(var_127);
            var_205 = wp::mul(var_203, var_204);
            var_206 = wp::add(var_202, var_205);
            var_207 = wp::float32(var_188);
            var_209 = wp::mul(var_207, var_208);
            var_210 = wp::add(var_206, var_209);
            var_211 = wp::abs(var_210);
            var_213 = wp::add(var_211, var_212);
            var_215 = wp::pow(var_213, var_214);
            var_216 = wp::add(var_194, var_215);
        }
        var_217 = wp::where(var_192, var_216, var_187);
        // if k == l:                                                                         <L 17>
        var_220 = (var_127 == var_218);
        if (var_220) {
            // continue                                                                       <L 18>
        }
        var_222 = wp::where(var_220, var_221, var_219);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_222) {
            var_224 = wp::mul(var_217, var_223);
            var_225 = wp::address(var_b, var_0);
            var_228 = wp::load(var_225);
            var_227 = wp::mul(var_228, var_226);
            var_229 = wp::float32(var_5);
            var_231 = wp::mul(var_229, var_230);
            var_232 = wp::add(var_227, var_231);
            var_233 = wp::float32(var_127);
            var_235 = wp::mul(var_233, var_234);
            var_236 = wp::add(var_232, var_235);
            var_237 = wp::float32(var_218);
            var_239 = wp::mul(var_237, var_238);
            var_240 = wp::add(var_236, var_239);
            var_241 = wp::abs(var_240);
            var_243 = wp::add(var_241, var_242);
            var_245 = wp::pow(var_243, var_244);
            var_246 = wp::add(var_224, var_245);
        }
        var_247 = wp::where(var_222, var_246, var_217);
        // for l in range(4):                                                                 <L 16>
        // if k == l:                                                                         <L 17>
        var_251 = (var_248 == var_249);
        if (var_251) {
            // continue                                                                       <L 18>
        }
        var_253 = wp::where(var_251, var_252, var_250);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_253) {
            var_255 = wp::mul(var_247, var_254);
            var_256 = wp::address(var_b, var_0);
            var_259 = wp::load(var_256);
            var_258 = wp::mul(var_259, var_257);
            var_260 = wp::float32(var_5);
            var_262 = wp::mul(var_260, var_261);
            var_263 = wp::add(var_258, var_262);
            var_264 = wp::float32(var_248);
            var_266 = wp::mul(var_264, var_265);
            var_267 = wp::add(var_263, var_266);
            var_268 = wp::float32(var_249);
            var_270 = wp::mul(var_268, var_269);
            var_271 = wp::add(var_267, var_270);
            var_272 = wp::abs(var_271);
            var_274 = wp::add(var_272, var_273);
            var_276 = wp::pow(var_274, var_275);
            var_277 = wp::add(var_255, var_276);
        }
        var_278 = wp::where(var_253, var_277, var_247);
        // if k == l:                                                                         <L 17>
        var_281 = (var_248 == var_279);
        if (var_281) {
            // continue                                                                       <L 18>
        }
        var_283 = wp::where(var_281, var_282, var_280);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_283) {
            var_285 = wp::mul(var_278, var_284);
            var_286 = wp::address(var_b, var_0);
            var_289 = wp::load(var_286);
            var_288 = wp::mul(var_289, var_287);
            var_290 = wp::float32(var_5);
            var_292 = wp::mul(var_290, var_291);
            var_293 = wp::add(var_288, var_292);
            var_294 = wp::float32(var_248);
            var_296 = wp::mul(var_294, var_295);
            var_297 = wp::add(var_293, var_296);
            var_298 = wp::float32(var_279);
            var_300 = wp::mul(var_298, var_299);
            var_301 = wp::add(var_297, var_300);
            var_302 = wp::abs(var_301);
            var_304 = wp::add(var_302, var_303);
            var_306 = wp::pow(var_304, var_305);
            var_307 = wp::add(var_285, var_306);
        }
        var_308 = wp::where(var_283, var_307, var_278);
        // if k == l:                                                                         <L 17>
        var_311 = (var_248 == var_309);
        if (var_311) {
            // continue                                                                       <L 18>
        }
        var_313 = wp::where(var_311, var_312, var_310);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_313) {
            var_315 = wp::mul(var_308, var_314);
            var_316 = wp::address(var_b, var_0);
            var_319 = wp::load(var_316);
            var_318 = wp::mul(var_319, var_317);
            var_320 = wp::float32(var_5);
            var_322 = wp::mul(var_320, var_321);
            var_323 = wp::add(var_318, var_322);
            var_324 = wp::float32(var_248);
            var_326 = wp::mul(var_324, var_325);
            var_327 = wp::add(var_323, var_326);
            var_328 = wp::float32(var_309);
            var_330 = wp::mul(var_328, var_329);
            var_331 = wp::add(var_327, var_330);
            var_332 = wp::abs(var_331);
            var_334 = wp::add(var_332, var_333);
            var_336 = wp::pow(var_334, var_335);
            var_337 = wp::add(var_315, var_336);
        }
        var_338 = wp::where(var_313, var_337, var_308);
        // if k == l:                                                                         <L 17>
        var_341 = (var_248 == var_339);
        if (var_341) {
            // continue                                                                       <L 18>
        }
        var_343 = wp::where(var_341, var_342, var_340);
        // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * 0.125 + wp.float32(j) * 0.5 + wp.float32(k) * 0.25 + wp.float32(l) * 0.75) + 1.0, 0.5)       <L 19>
        if (var_343) {
            var_345 = wp::mul(var_338, var_344);
            var_346 = wp::address(var_b, var_0);
            var_349 = wp::load(var_346);
            var_348 = wp::mul(var_349, var_347);
            var_350 = wp::float32(var_5);
            var_352 = wp::mul(var_350, var_351);
            var_353 = wp::add(var_348, var_352);
            var_354 = wp::float32(var_248);
            var_356 = wp::mul(var_354, var_355);
            var_357 = wp::add(var_353, var_356);
            var_358 = wp::float32(var_339);
            var_360 = wp::mul(var_358, var_359);
            var_361 = wp::add(var_357, var_360);
            var_362 = wp::abs(var_361);
            var_364 = wp::add(var_362, var_363);
            var_366 = wp::pow(var_364, var_365);
            var_367 = wp::add(var_345, var_366);
        }
        var_368 = wp::where(var_343, var_367, var_338);
        wp::assign(var_2, var_368);
        goto start_for_0;
    end_for_0:;
    // out[i] = x0                                                                            <L 20>
    wp::array_store(var_out, var_0, var_2);
}