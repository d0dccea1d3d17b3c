extern "C" __global__ void multi_conditional_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_out)
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
        wp::float32* var_3;
        const wp::float32 var_4 = 0.0;
        bool var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        const wp::float32 var_8 = -0.5;
        bool var_9;
        wp::float32 var_10;
        wp::float32* var_11;
        const wp::float32 var_12 = 0.25;
        bool var_13;
        wp::float32 var_14;
        wp::float32* var_15;
        const wp::float32 var_16 = 3.0;
        wp::float32 var_17;
        wp::float32 var_18;
        bool var_19;
        wp::float32* var_20;
        const wp::float32 var_21 = 0.5;
        bool var_22;
        wp::float32 var_23;
        wp::float32* var_24;
        const wp::float32 var_25 = -0.25;
        bool var_26;
        wp::float32 var_27;
        wp::float32* var_28;
        const wp::float32 var_29 = 3.0;
        wp::float32 var_30;
        wp::float32 var_31;
        bool var_32;
        bool var_33;
        wp::float32* var_34;
        const wp::float32 var_35 = 0.5;
        bool var_36;
        wp::float32 var_37;
        wp::float32* var_38;
        const wp::float32 var_39 = 0.0;
        bool var_40;
        wp::float32 var_41;
        wp::float32* var_42;
        const wp::float32 var_43 = 0.5;
        bool var_44;
        wp::float32 var_45;
        bool var_46;
        wp::float32* var_47;
        const wp::float32 var_48 = 3.0;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32* var_51;
        const wp::float32 var_52 = 1.5;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        bool adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        bool adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        bool adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        bool adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        bool adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        bool adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        bool adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        bool adj_32 = {};
        bool adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        bool adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        bool adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        bool adj_44 = {};
        wp::float32 adj_45 = {};
        bool adj_46 = {};
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
        //---------
        // forward
        // def multi_conditional_s000000(                                                         <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = 0.0                                                                               <L 13>
        // if b[i] > 0.0 and a[i] < -0.5 and a[i] < 0.25:                                         <L 14>
        var_3 = wp::address(var_b, var_0);
        var_6 = wp::load(var_3);
        var_5 = (var_6 > var_4);
        var_2 = var_5;
        if (var_2) {
            var_7 = wp::address(var_a, var_0);
            var_10 = wp::load(var_7);
            var_9 = (var_10 < var_8);
            var_2 = var_2 && var_9;
        }
        if (var_2) {
            var_11 = wp::address(var_a, var_0);
            var_14 = wp::load(var_11);
            var_13 = (var_14 < var_12);
            var_2 = var_2 && var_13;
        }
        if (var_2) {
            // x0 = b[i] / 3.0                                                                    <L 15>
            var_15 = wp::address(var_b, var_0);
            var_18 = wp::load(var_15);
            var_17 = wp::div(var_18, var_16);
        }
        if (!var_2) {
            // elif a[i] > 0.5 and b[i] < -0.25:                                                  <L 16>
            var_20 = wp::address(var_a, var_0);
            var_23 = wp::load(var_20);
            var_22 = (var_23 > var_21);
            var_19 = var_22;
            if (var_19) {
                var_24 = wp::address(var_b, var_0);
                var_27 = wp::load(var_24);
                var_26 = (var_27 < var_25);
                var_19 = var_19 && var_26;
            }
            if (var_19) {
                // x0 = a[i] + 3.0                                                                <L 17>
                var_28 = wp::address(var_a, var_0);
                var_31 = wp::load(var_28);
                var_30 = wp::add(var_31, var_29);
            }
            if (!var_19) {
                // elif a[i] < 0.5 and a[i] > 0.0 or not b[i] > 0.5:                              <L 18>
                var_34 = wp::address(var_a, var_0);
                var_37 = wp::load(var_34);
                var_36 = (var_37 < var_35);
                var_33 = var_36;
                if (var_33) {
                    var_38 = wp::address(var_a, var_0);
                    var_41 = wp::load(var_38);
                    var_40 = (var_41 > var_39);
                    var_33 = var_33 && var_40;
                }
                var_32 = var_33;
                if (!var_32) {
                    var_42 = wp::address(var_b, var_0);
                    var_45 = wp::load(var_42);
                    var_44 = (var_45 > var_43);
                    var_46 = wp::unot(var_44);
                    var_32 = var_32 || var_46;
                }
                if (var_32) {
                    // x0 = b[i] - 3.0                                                            <L 19>
                    var_47 = wp::address(var_b, var_0);
                    var_50 = wp::load(var_47);
                    var_49 = wp::sub(var_50, var_48);
                }
                if (!var_32) {
                    // x0 = a[i] * 1.5                                                            <L 21>
                    var_51 = wp::address(var_a, var_0);
                    var_54 = wp::load(var_51);
                    var_53 = wp::mul(var_54, var_52);
                }
                var_55 = wp::where(var_32, var_49, var_53);
            }
            var_56 = wp::where(var_19, var_30, var_55);
        }
        var_57 = wp::where(var_2, var_17, var_56);
        // out[i] = x0                                                                            <L 22>
        // wp::array_store(var_out, var_0, var_57);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_57, adj_out, adj_0, adj_57);
        // adj: out[i] = x0                                                                       <L 22>
        wp::adj_where(var_2, var_17, var_56, adj_2, adj_17, adj_56, adj_57);
        if (!var_2) {
            wp::adj_where(var_19, var_30, var_55, adj_19, adj_30, adj_55, adj_56);
            if (!var_19) {
                wp::adj_where(var_32, var_49, var_53, adj_32, adj_49, adj_53, adj_55);
                if (!var_32) {
                    wp::adj_mul(var_54, var_52, adj_51, adj_52, adj_53);
                    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_51);
                    // adj: x0 = a[i] * 1.5                                                       <L 21>
                }
                if (var_32) {
                    wp::adj_sub(var_50, var_48, adj_47, adj_48, adj_49);
                    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_47);
                    // adj: x0 = b[i] - 3.0                                                       <L 19>
                }
                if (!var_32) {
                    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_42);
                }
                if (var_33) {
                    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_38);
                }
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_34);
                // adj: elif a[i] < 0.5 and a[i] > 0.0 or not b[i] > 0.5:                         <L 18>
            }
            if (var_19) {
                wp::adj_add(var_31, var_29, adj_28, adj_29, adj_30);
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_28);
                // adj: x0 = a[i] + 3.0                                                           <L 17>
            }
            if (var_19) {
                wp::adj_address(var_b, var_0, adj_b, adj_0, adj_24);
            }
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_20);
            // adj: elif a[i] > 0.5 and b[i] < -0.25:                                             <L 16>
        }
        if (var_2) {
            wp::adj_div(var_18, var_16, var_17, adj_15, adj_16, adj_17);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_15);
            // adj: x0 = b[i] / 3.0                                                               <L 15>
        }
        if (var_2) {
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_11);
        }
        if (var_2) {
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
        }
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_3);
        // adj: if b[i] > 0.0 and a[i] < -0.5 and a[i] < 0.25:                                    <L 14>
        // adj: x0 = 0.0                                                                          <L 13>
        // adj: i = wp.tid()                                                                      <L 12>
        // adj: def multi_conditional_s000000(                                                    <L 7>
        continue;
    }
}