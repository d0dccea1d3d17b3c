extern "C" __global__ void combined_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out)
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
        const wp::float32 var_5 = -0.25;
        wp::float32* var_6;
        const wp::float32 var_7 = 0.375;
        bool var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 0.25;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32* var_23;
        const wp::float32 var_24 = 1.0;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.25;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = 2.0;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 1.0;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 0.75;
        wp::float32 var_39;
        const wp::int32 var_40 = 1;
        wp::float32* var_41;
        const wp::float32 var_42 = 0.375;
        bool var_43;
        wp::float32 var_44;
        wp::float32* var_45;
        const wp::float32 var_46 = 1.0;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.25;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        const wp::float32 var_54 = 1.0;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32* var_58;
        const wp::float32 var_59 = 1.0;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = 0.25;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 2.0;
        wp::float32 var_67;
        wp::float32 var_68;
        const wp::float32 var_69 = 1.0;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 0.75;
        wp::float32 var_74;
        wp::float32 var_75;
        //---------
        // forward
        // def combined_s000001(                                                                  <L 16>
        // i = wp.tid()                                                                           <L 21>
        var_0 = builtin_tid1d();
        // x0 = a[i]                                                                              <L 22>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j in range(2):                                                                     <L 23>
        // if SCALE < a[i] < 0.375:                                                               <L 24>
        var_6 = wp::address(var_a, var_0);
        var_9 = wp::load(var_6);
        var_8 = ((var_5 < var_9) && (var_9 < var_7));
        if (var_8) {
            // x0 = x0 + wp.sqrt(wp.abs(b[i] * 1.0 + wp.float32(j) * 0.25) + 1.0)                 <L 25>
            var_10 = wp::address(var_b, var_0);
            var_13 = wp::load(var_10);
            var_12 = wp::mul(var_13, var_11);
            var_14 = wp::float32(var_4);
            var_16 = wp::mul(var_14, var_15);
            var_17 = wp::add(var_12, var_16);
            var_18 = wp::abs(var_17);
            var_20 = wp::add(var_18, var_19);
            var_21 = wp::sqrt(var_20);
            var_22 = wp::add(var_2, var_21);
        }
        if (!var_8) {
            // x0 = x0 / (wp.abs(b[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 27>
            var_23 = wp::address(var_b, var_0);
            var_26 = wp::load(var_23);
            var_25 = wp::mul(var_26, var_24);
            var_27 = wp::float32(var_4);
            var_29 = wp::mul(var_27, var_28);
            var_30 = wp::add(var_25, var_29);
            var_32 = wp::add(var_30, var_31);
            var_33 = wp::abs(var_32);
            var_35 = wp::add(var_33, var_34);
            var_36 = wp::div(var_2, var_35);
        }
        var_37 = wp::where(var_8, var_22, var_36);
        // x0 = x0 * 0.75                                                                         <L 28>
        var_39 = wp::mul(var_37, var_38);
        // if SCALE < a[i] < 0.375:                                                               <L 24>
        var_41 = wp::address(var_a, var_0);
        var_44 = wp::load(var_41);
        var_43 = ((var_5 < var_44) && (var_44 < var_42));
        if (var_43) {
            // x0 = x0 + wp.sqrt(wp.abs(b[i] * 1.0 + wp.float32(j) * 0.25) + 1.0)                 <L 25>
            var_45 = wp::address(var_b, var_0);
            var_48 = wp::load(var_45);
            var_47 = wp::mul(var_48, var_46);
            var_49 = wp::float32(var_40);
            var_51 = wp::mul(var_49, var_50);
            var_52 = wp::add(var_47, var_51);
            var_53 = wp::abs(var_52);
            var_55 = wp::add(var_53, var_54);
            var_56 = wp::sqrt(var_55);
            var_57 = wp::add(var_39, var_56);
        }
        if (!var_43) {
            // x0 = x0 / (wp.abs(b[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 27>
            var_58 = wp::address(var_b, var_0);
            var_61 = wp::load(var_58);
            var_60 = wp::mul(var_61, var_59);
            var_62 = wp::float32(var_40);
            var_64 = wp::mul(var_62, var_63);
            var_65 = wp::add(var_60, var_64);
            var_67 = wp::add(var_65, var_66);
            var_68 = wp::abs(var_67);
            var_70 = wp::add(var_68, var_69);
            var_71 = wp::div(var_39, var_70);
        }
        var_72 = wp::where(var_43, var_57, var_71);
        // x0 = x0 * 0.75                                                                         <L 28>
        var_74 = wp::mul(var_72, var_73);
        // out[i] = combined_s000001_finish(x0)                                                   <L 29>
        var_75 = combined_s000001_finish_0(var_74);
        wp::array_store(var_out, var_0, var_75);
    }
}