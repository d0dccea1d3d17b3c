extern "C" __global__ void multi_conditional_s000001_cuda_kernel_forward(
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
        const wp::float32 var_1 = 0.0;
        bool var_2;
        bool var_3;
        wp::float32* var_4;
        const wp::float32 var_5 = 0.25;
        bool var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        const wp::float32 var_9 = 0.5;
        bool var_10;
        wp::float32 var_11;
        wp::float32* var_12;
        const wp::float32 var_13 = 0.25;
        bool var_14;
        wp::float32 var_15;
        bool var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 1.5;
        wp::float32 var_19;
        wp::float32 var_20;
        bool var_21;
        wp::float32* var_22;
        const wp::float32 var_23 = -0.5;
        bool var_24;
        wp::float32 var_25;
        wp::float32* var_26;
        const wp::float32 var_27 = 0.25;
        bool var_28;
        wp::float32 var_29;
        wp::float32* var_30;
        const wp::float32 var_31 = 0.5;
        bool var_32;
        wp::float32 var_33;
        wp::float32* var_34;
        const wp::float32 var_35 = 2.0;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32* var_38;
        const wp::float32 var_39 = 0.75;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        //---------
        // forward
        // def multi_conditional_s000001(                                                         <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = 0.0                                                                               <L 13>
        // if (a[i] > 0.25 or b[i] > 0.5) and not a[i] < 0.25:                                    <L 14>
        var_4 = wp::address(var_a, var_0);
        var_7 = wp::load(var_4);
        var_6 = (var_7 > var_5);
        var_3 = var_6;
        if (!var_3) {
            var_8 = wp::address(var_b, var_0);
            var_11 = wp::load(var_8);
            var_10 = (var_11 > var_9);
            var_3 = var_3 || var_10;
        }
        var_2 = var_3;
        if (var_2) {
            var_12 = wp::address(var_a, var_0);
            var_15 = wp::load(var_12);
            var_14 = (var_15 < var_13);
            var_16 = wp::unot(var_14);
            var_2 = var_2 && var_16;
        }
        if (var_2) {
            // x0 = b[i] * 1.5                                                                    <L 15>
            var_17 = wp::address(var_b, var_0);
            var_20 = wp::load(var_17);
            var_19 = wp::mul(var_20, var_18);
        }
        if (!var_2) {
            // elif b[i] < -0.5 or b[i] < 0.25 or b[i] > 0.5:                                     <L 16>
            var_22 = wp::address(var_b, var_0);
            var_25 = wp::load(var_22);
            var_24 = (var_25 < var_23);
            var_21 = var_24;
            if (!var_21) {
                var_26 = wp::address(var_b, var_0);
                var_29 = wp::load(var_26);
                var_28 = (var_29 < var_27);
                var_21 = var_21 || var_28;
            }
            if (!var_21) {
                var_30 = wp::address(var_b, var_0);
                var_33 = wp::load(var_30);
                var_32 = (var_33 > var_31);
                var_21 = var_21 || var_32;
            }
            if (var_21) {
                // x0 = b[i] / 2.0                                                                <L 17>
                var_34 = wp::address(var_b, var_0);
                var_37 = wp::load(var_34);
                var_36 = wp::div(var_37, var_35);
            }
            if (!var_21) {
                // x0 = a[i] - 0.75                                                               <L 19>
                var_38 = wp::address(var_a, var_0);
                var_41 = wp::load(var_38);
                var_40 = wp::sub(var_41, var_39);
            }
            var_42 = wp::where(var_21, var_36, var_40);
        }
        var_43 = wp::where(var_2, var_19, var_42);
        // out[i] = x0                                                                            <L 20>
        wp::array_store(var_out, var_0, var_43);
    }
}