extern "C" __global__ void combined_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
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
        const wp::float32 var_5 = -0.5;
        wp::float32* var_6;
        const wp::float32 var_7 = 0.25;
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
        wp::float32 var_19;
        wp::float32* var_20;
        const wp::float32 var_21 = 1.0;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 2.0;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = 1.0;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::float32 var_35 = 0.5;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        const wp::float32 var_38 = -0.5;
        wp::float32* var_39;
        const wp::float32 var_40 = 0.25;
        bool var_41;
        wp::float32 var_42;
        wp::float32* var_43;
        const wp::float32 var_44 = 1.0;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::float32 var_48 = 0.25;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32* var_53;
        const wp::float32 var_54 = 1.0;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 0.25;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = 2.0;
        wp::float32 var_62;
        wp::float32 var_63;
        const wp::float32 var_64 = 1.0;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = 0.5;
        wp::float32 var_69;
        const wp::float32 var_70 = -3.0;
        const wp::float32 var_71 = 3.0;
        wp::float32 var_72;
        wp::float32 var_73;
        //---------
        // forward
        // def combined_s000000(                                                                  <L 7>
        // i = wp.tid()                                                                           <L 11>
        var_0 = builtin_tid1d();
        // x0 = a[i]                                                                              <L 12>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j in range(2):                                                                     <L 13>
        // if -0.5 < a[i] < 0.25:                                                                 <L 14>
        var_6 = wp::address(var_a, var_0);
        var_9 = wp::load(var_6);
        var_8 = ((var_5 < var_9) && (var_9 < var_7));
        if (var_8) {
            // x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                               <L 15>
            var_10 = wp::address(var_a, var_0);
            var_13 = wp::load(var_10);
            var_12 = wp::mul(var_13, var_11);
            var_14 = wp::float32(var_4);
            var_16 = wp::mul(var_14, var_15);
            var_17 = wp::add(var_12, var_16);
            var_18 = wp::tanh(var_17);
            var_19 = wp::add(var_2, var_18);
        }
        if (!var_8) {
            // x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 17>
            var_20 = wp::address(var_a, var_0);
            var_23 = wp::load(var_20);
            var_22 = wp::mul(var_23, var_21);
            var_24 = wp::float32(var_4);
            var_26 = wp::mul(var_24, var_25);
            var_27 = wp::add(var_22, var_26);
            var_29 = wp::add(var_27, var_28);
            var_30 = wp::abs(var_29);
            var_32 = wp::add(var_30, var_31);
            var_33 = wp::div(var_2, var_32);
        }
        var_34 = wp::where(var_8, var_19, var_33);
        // x0 = x0 * 0.5                                                                          <L 18>
        var_36 = wp::mul(var_34, var_35);
        // if -0.5 < a[i] < 0.25:                                                                 <L 14>
        var_39 = wp::address(var_a, var_0);
        var_42 = wp::load(var_39);
        var_41 = ((var_38 < var_42) && (var_42 < var_40));
        if (var_41) {
            // x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                               <L 15>
            var_43 = wp::address(var_a, var_0);
            var_46 = wp::load(var_43);
            var_45 = wp::mul(var_46, var_44);
            var_47 = wp::float32(var_37);
            var_49 = wp::mul(var_47, var_48);
            var_50 = wp::add(var_45, var_49);
            var_51 = wp::tanh(var_50);
            var_52 = wp::add(var_36, var_51);
        }
        if (!var_41) {
            // x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 17>
            var_53 = wp::address(var_a, var_0);
            var_56 = wp::load(var_53);
            var_55 = wp::mul(var_56, var_54);
            var_57 = wp::float32(var_37);
            var_59 = wp::mul(var_57, var_58);
            var_60 = wp::add(var_55, var_59);
            var_62 = wp::add(var_60, var_61);
            var_63 = wp::abs(var_62);
            var_65 = wp::add(var_63, var_64);
            var_66 = wp::div(var_36, var_65);
        }
        var_67 = wp::where(var_41, var_52, var_66);
        // x0 = x0 * 0.5                                                                          <L 18>
        var_69 = wp::mul(var_67, var_68);
        // out[i] = wp.exp(wp.clamp(x0, -3.0, 3.0))                                               <L 19>
        var_72 = wp::clamp(var_69, var_70, var_71);
        var_73 = wp::exp(var_72);
        wp::array_store(var_out, var_0, var_73);
    }
}