extern "C" __global__ void combined_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> var_total,
    wp::array_t<wp::float32> adj_c,
    wp::array_t<wp::float32> adj_out,
    wp::array_t<wp::float32> adj_total)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::int32 var_4 = 0;
        wp::float32* var_5;
        const wp::float32 var_6 = 0.5;
        bool var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        const wp::float32 var_10 = 0.5;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.25;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32* var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 0.25;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = 1.0;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.0;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        const wp::int32 var_36 = 1;
        wp::float32* var_37;
        const wp::float32 var_38 = 0.5;
        bool var_39;
        wp::float32 var_40;
        wp::float32* var_41;
        const wp::float32 var_42 = 0.5;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::float32 var_46 = 0.25;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32* var_51;
        const wp::float32 var_52 = 0.5;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 0.25;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::float32 var_59 = 1.0;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::float32 var_62 = 1.0;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.5;
        wp::float32 var_67;
        const wp::int32 var_68 = 2;
        wp::float32* var_69;
        const wp::float32 var_70 = 0.5;
        bool var_71;
        wp::float32 var_72;
        wp::float32* var_73;
        const wp::float32 var_74 = 0.5;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        const wp::float32 var_78 = 0.25;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32* var_83;
        const wp::float32 var_84 = 0.5;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::float32 var_88 = 0.25;
        wp::float32 var_89;
        wp::float32 var_90;
        const wp::float32 var_91 = 1.0;
        wp::float32 var_92;
        wp::float32 var_93;
        const wp::float32 var_94 = 1.0;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        const wp::float32 var_98 = 0.5;
        wp::float32 var_99;
        wp::float32 var_100;
        wp::float32* var_101;
        wp::float32* var_102;
        const wp::int32 var_103 = 4;
        wp::int32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        const wp::float32 var_109 = 0.5;
        wp::float32 var_110;
        wp::float32 var_111;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_112 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_113 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_114 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_115 = 0;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::int32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        bool adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
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
        wp::float32 adj_22 = {};
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
        wp::int32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        bool adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
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
        wp::float32 adj_53 = {};
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
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        bool adj_71 = {};
        wp::float32 adj_72 = {};
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
        wp::float32 adj_83 = {};
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
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::int32 adj_103 = {};
        wp::int32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> adj_112{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_113{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_114{};
        wp::int32 adj_115 = {};
        //---------
        // forward
        // def combined_s000002(                                                                  <L 20>
        // i = wp.tid()                                                                           <L 25>
        var_0 = builtin_tid1d();
        // x0 = c[i]                                                                              <L 26>
        var_1 = wp::address(var_c, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j in range(3):                                                                     <L 27>
        // if c[i] > 0.5:                                                                         <L 28>
        var_5 = wp::address(var_c, var_0);
        var_8 = wp::load(var_5);
        var_7 = (var_8 > var_6);
        if (var_7) {
            // x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(j) * 0.25)                               <L 29>
            var_9 = wp::address(var_c, var_0);
            var_12 = wp::load(var_9);
            var_11 = wp::mul(var_12, var_10);
            var_13 = wp::float32(var_4);
            var_15 = wp::mul(var_13, var_14);
            var_16 = wp::add(var_11, var_15);
            var_17 = wp::tanh(var_16);
            var_18 = wp::add(var_2, var_17);
        }
        if (!var_7) {
            // x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(j) * 0.25 + 1.0) + 1.0)                  <L 31>
            var_19 = wp::address(var_c, var_0);
            var_22 = wp::load(var_19);
            var_21 = wp::mul(var_22, var_20);
            var_23 = wp::float32(var_4);
            var_25 = wp::mul(var_23, var_24);
            var_26 = wp::add(var_21, var_25);
            var_28 = wp::add(var_26, var_27);
            var_29 = wp::abs(var_28);
            var_31 = wp::add(var_29, var_30);
            var_32 = wp::div(var_2, var_31);
        }
        var_33 = wp::where(var_7, var_18, var_32);
        // x0 = x0 * 0.5                                                                          <L 32>
        var_35 = wp::mul(var_33, var_34);
        // if c[i] > 0.5:                                                                         <L 28>
        var_37 = wp::address(var_c, var_0);
        var_40 = wp::load(var_37);
        var_39 = (var_40 > var_38);
        if (var_39) {
            // x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(j) * 0.25)                               <L 29>
            var_41 = wp::address(var_c, var_0);
            var_44 = wp::load(var_41);
            var_43 = wp::mul(var_44, var_42);
            var_45 = wp::float32(var_36);
            var_47 = wp::mul(var_45, var_46);
            var_48 = wp::add(var_43, var_47);
            var_49 = wp::tanh(var_48);
            var_50 = wp::add(var_35, var_49);
        }
        if (!var_39) {
            // x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(j) * 0.25 + 1.0) + 1.0)                  <L 31>
            var_51 = wp::address(var_c, var_0);
            var_54 = wp::load(var_51);
            var_53 = wp::mul(var_54, var_52);
            var_55 = wp::float32(var_36);
            var_57 = wp::mul(var_55, var_56);
            var_58 = wp::add(var_53, var_57);
            var_60 = wp::add(var_58, var_59);
            var_61 = wp::abs(var_60);
            var_63 = wp::add(var_61, var_62);
            var_64 = wp::div(var_35, var_63);
        }
        var_65 = wp::where(var_39, var_50, var_64);
        // x0 = x0 * 0.5                                                                          <L 32>
        var_67 = wp::mul(var_65, var_66);
        // if c[i] > 0.5:                                                                         <L 28>
        var_69 = wp::address(var_c, var_0);
        var_72 = wp::load(var_69);
        var_71 = (var_72 > var_70);
        if (var_71) {
            // x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(j) * 0.25)                               <L 29>
            var_73 = wp::address(var_c, var_0);
            var_76 = wp::load(var_73);
            var_75 = wp::mul(var_76, var_74);
            var_77 = wp::float32(var_68);
            var_79 = wp::mul(var_77, var_78);
            var_80 = wp::add(var_75, var_79);
            var_81 = wp::tanh(var_80);
            var_82 = wp::add(var_67, var_81);
        }
        if (!var_71) {
            // x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(j) * 0.25 + 1.0) + 1.0)                  <L 31>
            var_83 = wp::address(var_c, var_0);
            var_86 = wp::load(var_83);
            var_85 = wp::mul(var_86, var_84);
            var_87 = wp::float32(var_68);
            var_89 = wp::mul(var_87, var_88);
            var_90 = wp::add(var_85, var_89);
            var_92 = wp::add(var_90, var_91);
            var_93 = wp::abs(var_92);
            var_95 = wp::add(var_93, var_94);
            var_96 = wp::div(var_67, var_95);
        }
        var_97 = wp::where(var_71, var_82, var_96);
        // x0 = x0 * 0.5                                                                          <L 32>
        var_99 = wp::mul(var_97, var_98);
        // y = wp.sin(x0) + c[i] * wp.float32(combined_s000002_first_step(c[i], 4)) * 0.5         <L 33>
        var_100 = wp::sin(var_99);
        var_101 = wp::address(var_c, var_0);
        var_102 = wp::address(var_c, var_0);
        var_105 = wp::load(var_102);
        var_104 = combined_s000002_first_step_0(var_105, var_103);
        var_106 = wp::float32(var_104);
        var_108 = wp::load(var_101);
        var_107 = wp::mul(var_108, var_106);
        var_110 = wp::mul(var_107, var_109);
        var_111 = wp::add(var_100, var_110);
        // out[i] = y                                                                             <L 34>
        // wp::array_store(var_out, var_0, var_111);
        // block_values = wp.tile(y)                                                              <L 35>
        var_112 = wp::tile<wp::float32>(var_111);
        // block_sum = wp.tile_sum(block_values)                                                  <L 36>
        var_113 = wp::tile_sum(var_112);
        // wp.tile_atomic_add(total, block_sum)                                                   <L 37>
        // var_114 = wp::tile_atomic_add<wp::float32, true>(var_total, var_115, var_113);
        //---------
        // reverse
        wp::adj_tile_atomic_add(var_total, var_115, var_113, adj_total, adj_115, adj_113, adj_114);
        // adj: wp.tile_atomic_add(total, block_sum)                                              <L 37>
        wp::adj_tile_sum(var_112, adj_112, adj_113);
        // adj: block_sum = wp.tile_sum(block_values)                                             <L 36>
        wp::adj_tile(var_111, adj_111, adj_112);
        // adj: block_values = wp.tile(y)                                                         <L 35>
        wp::adj_array_store(var_out, var_0, var_111, adj_out, adj_0, adj_111);
        // adj: out[i] = y                                                                        <L 34>
        wp::adj_add(var_100, var_110, adj_100, adj_110, adj_111);
        wp::adj_mul(var_107, var_109, adj_107, adj_109, adj_110);
        wp::adj_mul(var_108, var_106, adj_101, adj_106, adj_107);
        wp::adj_float32(var_104, adj_104, adj_106);
        adj_combined_s000002_first_step_0(var_105, var_103, adj_102, adj_103, adj_104);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_102);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_101);
        wp::adj_sin(var_99, adj_99, adj_100);
        // adj: y = wp.sin(x0) + c[i] * wp.float32(combined_s000002_first_step(c[i], 4)) * 0.5    <L 33>
        wp::adj_mul(var_97, var_98, adj_97, adj_98, adj_99);
        // adj: x0 = x0 * 0.5                                                                     <L 32>
        wp::adj_where(var_71, var_82, var_96, adj_71, adj_82, adj_96, adj_97);
        if (!var_71) {
            wp::adj_div(var_67, var_95, var_96, adj_67, adj_95, adj_96);
            wp::adj_add(var_93, var_94, adj_93, adj_94, adj_95);
            wp::adj_abs(var_92, adj_92, adj_93);
            wp::adj_add(var_90, var_91, adj_90, adj_91, adj_92);
            wp::adj_add(var_85, var_89, adj_85, adj_89, adj_90);
            wp::adj_mul(var_87, var_88, adj_87, adj_88, adj_89);
            wp::adj_float32(var_68, adj_68, adj_87);
            wp::adj_mul(var_86, var_84, adj_83, adj_84, adj_85);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_83);
            // adj: x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(j) * 0.25 + 1.0) + 1.0)             <L 31>
        }
        if (var_71) {
            wp::adj_add(var_67, var_81, adj_67, adj_81, adj_82);
            wp::adj_tanh(var_80, var_81, adj_80, adj_81);
            wp::adj_add(var_75, var_79, adj_75, adj_79, adj_80);
            wp::adj_mul(var_77, var_78, adj_77, adj_78, adj_79);
            wp::adj_float32(var_68, adj_68, adj_77);
            wp::adj_mul(var_76, var_74, adj_73, adj_74, adj_75);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_73);
            // adj: x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(j) * 0.25)                          <L 29>
        }
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_69);
        // adj: if c[i] > 0.5:                                                                    <L 28>
        wp::adj_mul(var_65, var_66, adj_65, adj_66, adj_67);
        // adj: x0 = x0 * 0.5                                                                     <L 32>
        wp::adj_where(var_39, var_50, var_64, adj_39, adj_50, adj_64, adj_65);
        if (!var_39) {
            wp::adj_div(var_35, var_63, var_64, adj_35, adj_63, adj_64);
            wp::adj_add(var_61, var_62, adj_61, adj_62, adj_63);
            wp::adj_abs(var_60, adj_60, adj_61);
            wp::adj_add(var_58, var_59, adj_58, adj_59, adj_60);
            wp::adj_add(var_53, var_57, adj_53, adj_57, adj_58);
            wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
            wp::adj_float32(var_36, adj_36, adj_55);
            wp::adj_mul(var_54, var_52, adj_51, adj_52, adj_53);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_51);
            // adj: x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(j) * 0.25 + 1.0) + 1.0)             <L 31>
        }
        if (var_39) {
            wp::adj_add(var_35, var_49, adj_35, adj_49, adj_50);
            wp::adj_tanh(var_48, var_49, adj_48, adj_49);
            wp::adj_add(var_43, var_47, adj_43, adj_47, adj_48);
            wp::adj_mul(var_45, var_46, adj_45, adj_46, adj_47);
            wp::adj_float32(var_36, adj_36, adj_45);
            wp::adj_mul(var_44, var_42, adj_41, adj_42, adj_43);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_41);
            // adj: x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(j) * 0.25)                          <L 29>
        }
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_37);
        // adj: if c[i] > 0.5:                                                                    <L 28>
        wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
        // adj: x0 = x0 * 0.5                                                                     <L 32>
        wp::adj_where(var_7, var_18, var_32, adj_7, adj_18, adj_32, adj_33);
        if (!var_7) {
            wp::adj_div(var_2, var_31, var_32, adj_2, adj_31, adj_32);
            wp::adj_add(var_29, var_30, adj_29, adj_30, adj_31);
            wp::adj_abs(var_28, adj_28, adj_29);
            wp::adj_add(var_26, var_27, adj_26, adj_27, adj_28);
            wp::adj_add(var_21, var_25, adj_21, adj_25, adj_26);
            wp::adj_mul(var_23, var_24, adj_23, adj_24, adj_25);
            wp::adj_float32(var_4, adj_4, adj_23);
            wp::adj_mul(var_22, var_20, adj_19, adj_20, adj_21);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_19);
            // adj: x0 = x0 / (wp.abs(c[i] * 0.5 + wp.float32(j) * 0.25 + 1.0) + 1.0)             <L 31>
        }
        if (var_7) {
            wp::adj_add(var_2, var_17, adj_2, adj_17, adj_18);
            wp::adj_tanh(var_16, var_17, adj_16, adj_17);
            wp::adj_add(var_11, var_15, adj_11, adj_15, adj_16);
            wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
            wp::adj_float32(var_4, adj_4, adj_13);
            wp::adj_mul(var_12, var_10, adj_9, adj_10, adj_11);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_9);
            // adj: x0 = x0 + wp.tanh(c[i] * 0.5 + wp.float32(j) * 0.25)                          <L 29>
        }
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_5);
        // adj: if c[i] > 0.5:                                                                    <L 28>
        // adj: for j in range(3):                                                                <L 27>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_1);
        // adj: x0 = c[i]                                                                         <L 26>
        // adj: i = wp.tid()                                                                      <L 25>
        // adj: def combined_s000002(                                                             <L 20>
        continue;
    }
}