extern "C" __global__ void make_combined_s000002__locals__combined_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> var_total)
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
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 0.25;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.25;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 1.0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.0;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 1;
        wp::float32* var_35;
        bool var_36;
        wp::float32 var_37;
        wp::float32* var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32* var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = 1.0;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::float32 var_55 = 1.0;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 2;
        wp::float32* var_61;
        bool var_62;
        wp::float32 var_63;
        wp::float32* var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32* var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        const wp::float32 var_78 = 1.0;
        wp::float32 var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = 1.0;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32* var_87;
        wp::float32* var_88;
        const wp::int32 var_89 = 4;
        wp::int32 var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_97 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_98 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_99 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_100 = 0;
        //---------
        // forward
        // def combined_s000002(                                                                  <L 23>
        // i = wp.tid()                                                                           <L 28>
        var_0 = builtin_tid1d();
        // x0 = c[i]                                                                              <L 29>
        var_1 = wp::address(var_c, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j in range(3):                                                                     <L 30>
        // inside = c[i] > offset                                                                 <L 31>
        var_5 = wp::address(var_c, var_0);
        var_8 = wp::load(var_5);
        var_7 = (var_8 > var_6);
        // if inside:                                                                             <L 32>
        if (var_7) {
            // x0 = x0 + wp.tanh(c[i] * offset + wp.float32(j) * scale)                           <L 33>
            var_9 = wp::address(var_c, var_0);
            var_11 = wp::load(var_9);
            var_10 = wp::mul(var_11, var_6);
            var_12 = wp::float32(var_4);
            var_14 = wp::mul(var_12, var_13);
            var_15 = wp::add(var_10, var_14);
            var_16 = wp::tanh(var_15);
            var_17 = wp::add(var_2, var_16);
        }
        if (!var_7) {
            // x0 = x0 / (wp.abs(c[i] * offset + wp.float32(j) * scale + 1.0) + 1.0)              <L 35>
            var_18 = wp::address(var_c, var_0);
            var_20 = wp::load(var_18);
            var_19 = wp::mul(var_20, var_6);
            var_21 = wp::float32(var_4);
            var_23 = wp::mul(var_21, var_22);
            var_24 = wp::add(var_19, var_23);
            var_26 = wp::add(var_24, var_25);
            var_27 = wp::abs(var_26);
            var_29 = wp::add(var_27, var_28);
            var_30 = wp::div(var_2, var_29);
        }
        var_31 = wp::where(var_7, var_17, var_30);
        var_32 = wp::where(var_7, var_13, var_22);
        // x0 = x0 * offset                                                                       <L 36>
        var_33 = wp::mul(var_31, var_6);
        // inside = c[i] > offset                                                                 <L 31>
        var_35 = wp::address(var_c, var_0);
        var_37 = wp::load(var_35);
        var_36 = (var_37 > var_6);
        // if inside:                                                                             <L 32>
        if (var_36) {
            // x0 = x0 + wp.tanh(c[i] * offset + wp.float32(j) * scale)                           <L 33>
            var_38 = wp::address(var_c, var_0);
            var_40 = wp::load(var_38);
            var_39 = wp::mul(var_40, var_6);
            var_41 = wp::float32(var_34);
            var_42 = wp::mul(var_41, var_32);
            var_43 = wp::add(var_39, var_42);
            var_44 = wp::tanh(var_43);
            var_45 = wp::add(var_33, var_44);
        }
        if (!var_36) {
            // x0 = x0 / (wp.abs(c[i] * offset + wp.float32(j) * scale + 1.0) + 1.0)              <L 35>
            var_46 = wp::address(var_c, var_0);
            var_48 = wp::load(var_46);
            var_47 = wp::mul(var_48, var_6);
            var_49 = wp::float32(var_34);
            var_50 = wp::mul(var_49, var_32);
            var_51 = wp::add(var_47, var_50);
            var_53 = wp::add(var_51, var_52);
            var_54 = wp::abs(var_53);
            var_56 = wp::add(var_54, var_55);
            var_57 = wp::div(var_33, var_56);
        }
        var_58 = wp::where(var_36, var_45, var_57);
        // x0 = x0 * offset                                                                       <L 36>
        var_59 = wp::mul(var_58, var_6);
        // inside = c[i] > offset                                                                 <L 31>
        var_61 = wp::address(var_c, var_0);
        var_63 = wp::load(var_61);
        var_62 = (var_63 > var_6);
        // if inside:                                                                             <L 32>
        if (var_62) {
            // x0 = x0 + wp.tanh(c[i] * offset + wp.float32(j) * scale)                           <L 33>
            var_64 = wp::address(var_c, var_0);
            var_66 = wp::load(var_64);
            var_65 = wp::mul(var_66, var_6);
            var_67 = wp::float32(var_60);
            var_68 = wp::mul(var_67, var_32);
            var_69 = wp::add(var_65, var_68);
            var_70 = wp::tanh(var_69);
            var_71 = wp::add(var_59, var_70);
        }
        if (!var_62) {
            // x0 = x0 / (wp.abs(c[i] * offset + wp.float32(j) * scale + 1.0) + 1.0)              <L 35>
            var_72 = wp::address(var_c, var_0);
            var_74 = wp::load(var_72);
            var_73 = wp::mul(var_74, var_6);
            var_75 = wp::float32(var_60);
            var_76 = wp::mul(var_75, var_32);
            var_77 = wp::add(var_73, var_76);
            var_79 = wp::add(var_77, var_78);
            var_80 = wp::abs(var_79);
            var_82 = wp::add(var_80, var_81);
            var_83 = wp::div(var_59, var_82);
        }
        var_84 = wp::where(var_62, var_71, var_83);
        // x0 = x0 * offset                                                                       <L 36>
        var_85 = wp::mul(var_84, var_6);
        // y = wp.sin(x0) + c[i] * wp.float32(combined_s000002_first_step(c[i], 4)) * offset       <L 37>
        var_86 = wp::sin(var_85);
        var_87 = wp::address(var_c, var_0);
        var_88 = wp::address(var_c, var_0);
        var_91 = wp::load(var_88);
        var_90 = combined_s000002_first_step_0(var_91, var_89);
        var_92 = wp::float32(var_90);
        var_94 = wp::load(var_87);
        var_93 = wp::mul(var_94, var_92);
        var_95 = wp::mul(var_93, var_6);
        var_96 = wp::add(var_86, var_95);
        // out[i] = y                                                                             <L 38>
        wp::array_store(var_out, var_0, var_96);
        // block_values = wp.tile(y)                                                              <L 39>
        var_97 = wp::tile<wp::float32>(var_96);
        // block_sum = wp.tile_sum(block_values)                                                  <L 40>
        var_98 = wp::tile_sum(var_97);
        // wp.tile_atomic_add(total, block_sum)                                                   <L 41>
        var_99 = wp::tile_atomic_add<wp::float32, true>(var_total, var_100, var_98);
    }
}